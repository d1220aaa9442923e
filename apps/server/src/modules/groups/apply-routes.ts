// Group problem "apply to make public" routes (spec 002 §7 "apply public (id, bool)") and their review in the back
// office (reference §10: root and problem admins). Services in problem-apply.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GroupProblemApplyListQuerySchema, GroupProblemApplySchema, GroupProblemProgressSchema } from '@verdict/shared';
import { currentUser, requireLogin, sessionGuard } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { forbidden } from '../../plugins/app/errors.ts';
import { managesAllProblems } from '../problems/index.ts';
import { applyPublic, applyPublicList, changeApplyProgress } from './problem-apply.ts';

const requireReviewer = sessionGuard((request) => {
  if (!managesAllProblems(currentUser(request))) throw forbidden('Group_problem_review_forbidden');
});

const groupProblemApplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['group-problem-apply'];

  app.put('/group/apply-public', { schema: { tags, body: GroupProblemApplySchema }, preValidation: requireLogin }, async (request) =>
    ok(await applyPublic(app.db, currentUser(request), request.body)),
  );

  app.get(
    '/admin/group-problem/list',
    { schema: { tags, querystring: GroupProblemApplyListQuerySchema }, preValidation: requireReviewer },
    async (request) => ok(await applyPublicList(app.db, request.query)),
  );

  app.put(
    '/admin/group-problem/change-progress',
    { schema: { tags, body: GroupProblemProgressSchema }, preValidation: requireReviewer },
    async (request) => ok(await changeApplyProgress(app.db, currentUser(request), request.body)),
  );
};

export default groupProblemApplyRoutes;
