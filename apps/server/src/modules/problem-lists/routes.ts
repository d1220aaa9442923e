// Problem-list calls that span contexts: the caller's status on a list page (practice, group, contest) and
// the focus-mode strip of a training, contest or group. Both sit above the modules they read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FullScreenProblemListQuerySchema, UserProblemStatusSchema } from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { fullScreenProblemList } from './full-screen.ts';
import { userProblemStatus } from './user-status.ts';

const problemListsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['problems'];

  app.post('/get-user-problem-status', { schema: { tags, body: UserProblemStatusSchema }, preHandler: requireLogin }, async (request) =>
    ok(await userProblemStatus(app.db, currentUser(request), request.body)),
  );

  app.get('/get-full-screen-problem-list', { schema: { tags, querystring: FullScreenProblemListQuerySchema } }, async (request) =>
    ok(await fullScreenProblemList(app.db, request.query, request.user)),
  );
};

export default problemListsRoutes;
