// Contest administration routes under /api/admin/contest: contests and their problems (docs/api-contests.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminContestListQuerySchema,
  AdminContestProblemQuerySchema,
  ContestAddProblemSchema,
  ContestCreateSchema,
  ContestIdQuerySchema,
  ContestProblemCreateSchema,
  ContestProblemKeySchema,
  ContestProblemUpdateSchema,
  ContestUpdateSchema,
  ContestVisibleSchema,
} from '@verdict/shared';
import { currentUser, requireAdmin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { addProblemFromPublic, listAdminContestProblems, removeContestProblem, updateContestProblem } from './admin-problems.ts';
import { changeContestVisible, cloneContest, createContest, deleteContest, getAdminContest, updateContest } from './admin-service.ts';
import { createContestProblem } from './contest-problem-create.ts';
import { listAdminContests } from './list.ts';
import { SAVE_BODY_LIMIT } from '../problems/index.ts';

const adminContestsRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const tags = ['admin-contests'];
  const base = '/admin/contest';
  const guard = { preValidation: requireAdmin };

  app.get(`${base}/get-contest-list`, { schema: { tags, querystring: AdminContestListQuerySchema }, ...guard }, async (request) =>
    ok(await listAdminContests(app.db, currentUser(request), request.query)),
  );

  app.get(base, { schema: { tags, querystring: ContestIdQuerySchema }, ...guard }, async (request) =>
    ok(await getAdminContest(app.db, currentUser(request), request.query.cid)),
  );

  app.post(base, { schema: { tags, body: ContestCreateSchema }, ...guard }, async (request) =>
    ok(await createContest(app.db, currentUser(request), request.body)),
  );

  app.put(base, { schema: { tags, body: ContestUpdateSchema }, ...guard }, async (request) => {
    await updateContest(app.db, currentUser(request), request.body.id, request.body);
    return ok(null);
  });

  app.delete(base, { schema: { tags, querystring: ContestIdQuerySchema }, ...guard }, async (request) => {
    await deleteContest(app.db, currentUser(request), request.query.cid);
    return ok(null);
  });

  // The reference's path and verb (GET …/clone?cid=).
  app.get(`${base}/clone`, { schema: { tags, querystring: ContestIdQuerySchema }, ...guard }, async (request) =>
    ok(await cloneContest(app.db, currentUser(request), request.query.cid)),
  );

  app.put(`${base}/change-contest-visible`, { schema: { tags, body: ContestVisibleSchema }, ...guard }, async (request) => {
    await changeContestVisible(app.db, currentUser(request), request.body.cid, request.body.visible);
    return ok(null);
  });

  app.get(`${base}/get-problem-list`, { schema: { tags, querystring: AdminContestProblemQuerySchema }, ...guard }, async (request) =>
    ok(await listAdminContestProblems(app.db, request.query)),
  );

  app.post(`${base}/add-problem-from-public`, { schema: { tags, body: ContestAddProblemSchema }, ...guard }, async (request) => {
    await addProblemFromPublic(app.db, currentUser(request), request.body);
    return ok(null);
  });

  app.post(
    `${base}/problem`,
    { schema: { tags, body: ContestProblemCreateSchema }, ...guard, bodyLimit: SAVE_BODY_LIMIT },
    async (request) => ok(await createContestProblem(app.db, dataDir, currentUser(request), request.body)),
  );

  app.put(`${base}/contest-problem`, { schema: { tags, body: ContestProblemUpdateSchema }, ...guard }, async (request) => {
    await updateContestProblem(app.db, currentUser(request), request.body);
    return ok(null);
  });

  app.delete(`${base}/contest-problem`, { schema: { tags, querystring: ContestProblemKeySchema }, ...guard }, async (request) => {
    await removeContestProblem(app.db, currentUser(request), request.query.cid, request.query.pid);
    return ok(null);
  });
};

export default adminContestsRoutes;
