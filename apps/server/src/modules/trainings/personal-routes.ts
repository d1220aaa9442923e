// Personal trainings under /api/personal/training (spec 002 §2.11, §7; docs/trainings-chapters.md, docs/api-trainings.md):
// logged-in users manage their own, root everyone's; deleting is root's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PersonalChapterListQuerySchema,
  PersonalTrainingCreateSchema,
  PersonalTrainingIdQuerySchema,
  PersonalTrainingListQuerySchema,
  PersonalTrainingProblemQuerySchema,
  PersonalTrainingStatusSchema,
  PersonalTrainingUpdateSchema,
  TrainingAddProblemSchema,
  TrainingProblemKeySchema,
  TrainingProblemRankSchema,
} from '@verdict/shared';
import { currentUser, requireLogin, requireSuperAdmin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { addTrainingProblem, listAdminTrainingProblems, removeTrainingProblem, setTrainingProblemRank } from './admin-problems.ts';
import { changeTrainingStatus, deleteTraining, getAdminTraining } from './admin-service.ts';
import { listAdminChapters } from './chapters.ts';
import { personalTrainingAdmin } from './personal-access.ts';
import { createPersonalTraining, listMyPersonalTrainings, updatePersonalTraining } from './personal-service.ts';

const personalTrainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['personal-trainings'];
  const base = '/personal/training';
  const login = { preValidation: requireLogin };
  const admin = (request: Parameters<typeof currentUser>[0]) => personalTrainingAdmin(currentUser(request));

  app.get(`${base}/list`, { schema: { tags, querystring: PersonalTrainingListQuerySchema }, ...login }, async (request) =>
    ok(await listMyPersonalTrainings(app.db, currentUser(request), request.query)),
  );

  app.get(base, { schema: { tags, querystring: PersonalTrainingIdQuerySchema }, ...login }, async (request) =>
    ok(await getAdminTraining(app.db, admin(request), request.query.id)),
  );

  app.post(base, { schema: { tags, body: PersonalTrainingCreateSchema }, ...login }, async (request) =>
    ok(await createPersonalTraining(app.db, currentUser(request), request.body.training)),
  );

  app.put(base, { schema: { tags, body: PersonalTrainingUpdateSchema }, ...login }, async (request) => {
    await updatePersonalTraining(app.db, currentUser(request), request.body.id, request.body.training);
    return ok(null);
  });

  app.delete(base, { schema: { tags, querystring: PersonalTrainingIdQuerySchema }, preValidation: requireSuperAdmin }, async (request) => {
    await deleteTraining(app.db, admin(request), request.query.id);
    return ok(null);
  });

  app.put(`${base}/change-status`, { schema: { tags, body: PersonalTrainingStatusSchema }, ...login }, async (request) => {
    await changeTrainingStatus(app.db, admin(request), request.body.id, request.body.status);
    return ok(null);
  });

  app.get(`${base}/chapter-list`, { schema: { tags, querystring: PersonalChapterListQuerySchema }, ...login }, async (request) =>
    ok(await listAdminChapters(app.db, admin(request), request.query)),
  );

  app.get(`${base}/problem-list`, { schema: { tags, querystring: PersonalTrainingProblemQuerySchema }, ...login }, async (request) =>
    ok(await listAdminTrainingProblems(app.db, admin(request), request.query)),
  );

  app.put(`${base}/problem`, { schema: { tags, body: TrainingProblemRankSchema }, ...login }, async (request) => {
    const { tid, pid, rank } = request.body;
    await setTrainingProblemRank(app.db, admin(request), tid, pid, rank);
    return ok(null);
  });

  app.delete(`${base}/problem`, { schema: { tags, querystring: TrainingProblemKeySchema }, ...login }, async (request) => {
    await removeTrainingProblem(app.db, admin(request), request.query.tid, request.query.pid);
    return ok(null);
  });

  app.post(`${base}/add-problem-from-public`, { schema: { tags, body: TrainingAddProblemSchema }, ...login }, async (request) => {
    await addTrainingProblem(app.db, admin(request), request.body.tid, request.body.pid);
    return ok(null);
  });
};

export default personalTrainingRoutes;
