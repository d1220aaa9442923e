// Group administration routes for problems and trainings (spec 002 §7 "Group problems", "Group trainings";
// docs/api-groups.md). Every call needs a login; the group rules live in the services.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminTrainingProblemQuerySchema,
  GroupAdminChapterListQuerySchema,
  GroupPagedQuerySchema,
  GroupProblemKeySchema,
  GroupProblemSaveSchema,
  GroupTrainingAddProblemSchema,
  GroupTrainingCreateSchema,
  GroupTrainingUpdateSchema,
  ProblemPidQuerySchema,
  TrainingIdQuerySchema,
  TrainingProblemKeySchema,
  TrainingProblemRankSchema,
  TrainingStatusSchema,
} from '@verdict/shared';
import { currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { SAVE_BODY_LIMIT } from '../problems/index.ts';
import { addTrainingProblem, listAdminTrainingProblems, removeTrainingProblem, setTrainingProblemRank } from '../trainings/index.ts';
import {
  changeTrainingStatus,
  createTraining,
  deleteTraining,
  getAdminTraining,
  listAdminChapters,
  updateTraining,
} from '../trainings/index.ts';
import { groupContestRoutes } from './group-contest-routes.ts';
import { deleteGroupProblem, getGroupProblem, getGroupProblemCases, listGroupAdminProblems, saveGroupProblem } from './problem-service.ts';
import { groupTrainingAdmin } from './training-access.ts';
import { groupAdminTrainingList, groupTrainingList } from './training-service.ts';

const groupAdminRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const tags = ['group-admin'];
  const guarded = { preValidation: requireLogin };

  // Problems
  app.get('/group/get-admin-problem-list', { schema: { tags, querystring: GroupPagedQuerySchema }, ...guarded }, async (request) =>
    ok(await listGroupAdminProblems(app.db, currentUser(request), request.query)),
  );

  app.get('/group/problem', { schema: { tags, querystring: ProblemPidQuerySchema }, ...guarded }, async (request) =>
    ok(await getGroupProblem(app.db, currentUser(request), request.query.pid)),
  );

  app.get('/group/problem/get-problem-cases', { schema: { tags, querystring: ProblemPidQuerySchema }, ...guarded }, async (request) =>
    ok(await getGroupProblemCases(app.db, dataDir, currentUser(request), request.query.pid)),
  );

  app.post('/group/problem', { schema: { tags, body: GroupProblemSaveSchema }, bodyLimit: SAVE_BODY_LIMIT, ...guarded }, async (request) =>
    ok(await saveGroupProblem(app.db, dataDir, currentUser(request), request.body, 'create')),
  );

  app.put('/group/problem', { schema: { tags, body: GroupProblemSaveSchema }, bodyLimit: SAVE_BODY_LIMIT, ...guarded }, async (request) =>
    ok(await saveGroupProblem(app.db, dataDir, currentUser(request), request.body, 'update')),
  );

  app.delete('/group/problem', { schema: { tags, querystring: GroupProblemKeySchema }, ...guarded }, async (request) => {
    await deleteGroupProblem(app.db, currentUser(request), request.query.gid, request.query.pid);
    return ok(null);
  });

  // Trainings
  app.get('/get-group-training-list', { schema: { tags, querystring: GroupPagedQuerySchema }, ...guarded }, async (request) =>
    ok(await groupTrainingList(app.db, currentUser(request), request.query)),
  );

  app.get('/group/get-admin-training-list', { schema: { tags, querystring: GroupPagedQuerySchema }, ...guarded }, async (request) =>
    ok(await groupAdminTrainingList(app.db, currentUser(request), request.query)),
  );

  // A group training's chapters (hidden ones too); chapters are created, saved, switched and deleted as trainings (parentId).
  app.get(
    '/group/get-admin-chapter-list',
    { schema: { tags, querystring: GroupAdminChapterListQuerySchema }, ...guarded },
    async (request) => ok(await listAdminChapters(app.db, groupTrainingAdmin(currentUser(request), request.query.gid), request.query)),
  );

  app.get('/group/training', { schema: { tags, querystring: TrainingIdQuerySchema }, ...guarded }, async (request) =>
    ok(await getAdminTraining(app.db, groupTrainingAdmin(currentUser(request)), request.query.tid)),
  );

  app.post('/group/training', { schema: { tags, body: GroupTrainingCreateSchema }, ...guarded }, async (request) =>
    ok(await createTraining(app.db, groupTrainingAdmin(currentUser(request), request.body.gid), request.body.training)),
  );

  app.put('/group/training', { schema: { tags, body: GroupTrainingUpdateSchema }, ...guarded }, async (request) => {
    const { gid, id, training } = request.body;
    await updateTraining(app.db, groupTrainingAdmin(currentUser(request), gid), id, training);
    return ok(null);
  });

  app.delete('/group/training', { schema: { tags, querystring: TrainingIdQuerySchema }, ...guarded }, async (request) => {
    await deleteTraining(app.db, groupTrainingAdmin(currentUser(request)), request.query.tid);
    return ok(null);
  });

  app.put('/group/training/change-training-status', { schema: { tags, body: TrainingStatusSchema }, ...guarded }, async (request) => {
    await changeTrainingStatus(app.db, groupTrainingAdmin(currentUser(request)), request.body.tid, request.body.status);
    return ok(null);
  });

  app.get(
    '/group/training/get-problem-list',
    { schema: { tags, querystring: AdminTrainingProblemQuerySchema }, ...guarded },
    async (request) => ok(await listAdminTrainingProblems(app.db, groupTrainingAdmin(currentUser(request)), request.query)),
  );

  app.post('/group/training/add-problem', { schema: { tags, body: GroupTrainingAddProblemSchema }, ...guarded }, async (request) => {
    await addTrainingProblem(app.db, groupTrainingAdmin(currentUser(request)), request.body.tid, request.body.pid);
    return ok(null);
  });

  app.put('/group/training/problem', { schema: { tags, body: TrainingProblemRankSchema }, ...guarded }, async (request) => {
    const { tid, pid, rank } = request.body;
    await setTrainingProblemRank(app.db, groupTrainingAdmin(currentUser(request)), tid, pid, rank);
    return ok(null);
  });

  app.delete('/group/training/problem', { schema: { tags, querystring: TrainingProblemKeySchema }, ...guarded }, async (request) => {
    await removeTrainingProblem(app.db, groupTrainingAdmin(currentUser(request)), request.query.tid, request.query.pid);
    return ok(null);
  });

  groupContestRoutes(app);
};

export default groupAdminRoutes;
