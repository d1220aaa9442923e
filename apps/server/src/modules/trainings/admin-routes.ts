// Training administration routes under /api/admin/training: trainings, their problems and the categories.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminTrainingListQuerySchema,
  AdminTrainingProblemQuerySchema,
  TrainingAddProblemSchema,
  TrainingCategoryFormSchema,
  TrainingCategoryIdQuerySchema,
  TrainingCategoryUpdateSchema,
  TrainingCreateSchema,
  TrainingIdQuerySchema,
  TrainingProblemKeySchema,
  TrainingProblemRankSchema,
  TrainingStatusSchema,
  TrainingUpdateSchema,
} from '@verdict/shared';
import { currentUser, requireAdmin, requireSuperAdmin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { backOffice, requireCategoryManager } from './admin-access.ts';
import { addTrainingProblem, listAdminTrainingProblems, removeTrainingProblem, setTrainingProblemRank } from './admin-problems.ts';
import { changeTrainingStatus, createTraining, deleteTraining, getAdminTraining, updateTraining } from './admin-service.ts';
import { createTrainingCategory, deleteTrainingCategory, updateTrainingCategory } from './categories.ts';
import { listAdminTrainings } from './list.ts';

const adminTrainingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin-trainings'];
  const base = '/admin/training';

  app.get(
    `${base}/get-training-list`,
    { schema: { tags, querystring: AdminTrainingListQuerySchema }, preValidation: requireAdmin },
    async (request) => ok(await listAdminTrainings(app.db, request.query, currentUser(request))),
  );

  app.get(base, { schema: { tags, querystring: TrainingIdQuerySchema }, preValidation: requireAdmin }, async (request) =>
    ok(await getAdminTraining(app.db, backOffice(currentUser(request)), request.query.tid)),
  );

  app.post(base, { schema: { tags, body: TrainingCreateSchema }, preValidation: requireAdmin }, async (request) =>
    ok(await createTraining(app.db, backOffice(currentUser(request)), request.body.training)),
  );

  app.put(base, { schema: { tags, body: TrainingUpdateSchema }, preValidation: requireAdmin }, async (request) => {
    await updateTraining(app.db, backOffice(currentUser(request)), request.body.id, request.body.training);
    return ok(null);
  });

  app.delete(base, { schema: { tags, querystring: TrainingIdQuerySchema }, preValidation: requireSuperAdmin }, async (request) => {
    await deleteTraining(app.db, backOffice(currentUser(request)), request.query.tid);
    return ok(null);
  });

  app.put(
    `${base}/change-training-status`,
    { schema: { tags, body: TrainingStatusSchema }, preValidation: requireAdmin },
    async (request) => {
      await changeTrainingStatus(app.db, backOffice(currentUser(request)), request.body.tid, request.body.status);
      return ok(null);
    },
  );

  app.get(
    `${base}/get-problem-list`,
    { schema: { tags, querystring: AdminTrainingProblemQuerySchema }, preValidation: requireAdmin },
    async (request) => ok(await listAdminTrainingProblems(app.db, backOffice(currentUser(request)), request.query)),
  );

  app.post(
    `${base}/add-problem-from-public`,
    { schema: { tags, body: TrainingAddProblemSchema }, preValidation: requireAdmin },
    async (request) => {
      await addTrainingProblem(app.db, backOffice(currentUser(request)), request.body.tid, request.body.pid);
      return ok(null);
    },
  );

  app.put(`${base}/problem`, { schema: { tags, body: TrainingProblemRankSchema }, preValidation: requireAdmin }, async (request) => {
    const { tid, pid, rank } = request.body;
    await setTrainingProblemRank(app.db, backOffice(currentUser(request)), tid, pid, rank);
    return ok(null);
  });

  app.delete(
    `${base}/problem`,
    { schema: { tags, querystring: TrainingProblemKeySchema }, preValidation: requireAdmin },
    async (request) => {
      await removeTrainingProblem(app.db, backOffice(currentUser(request)), request.query.tid, request.query.pid);
      return ok(null);
    },
  );

  app.post(
    `${base}/category`,
    { schema: { tags, body: TrainingCategoryFormSchema }, preValidation: requireCategoryManager },
    async (request) => ok(await createTrainingCategory(app.db, request.body)),
  );

  app.put(
    `${base}/category`,
    { schema: { tags, body: TrainingCategoryUpdateSchema }, preValidation: requireCategoryManager },
    async (request) => ok(await updateTrainingCategory(app.db, request.body)),
  );

  app.delete(
    `${base}/category`,
    { schema: { tags, querystring: TrainingCategoryIdQuerySchema }, preValidation: requireCategoryManager },
    async (request) => {
      await deleteTrainingCategory(app.db, request.query.id);
      return ok(null);
    },
  );
};

export default adminTrainingsRoutes;
