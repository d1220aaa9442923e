// Contests routes: the site's contest calls of spec 001 §7 (docs/api-contests.md). The list and the info
// answer visitors; everything inside a contest needs a login (spec 001 §2: opening a contest asks to log in).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContestIdQuerySchema,
  ContestListQuerySchema,
  ContestProblemDetailQuerySchema,
  ContestProblemListQuerySchema,
  ContestSubmissionListQuerySchema,
  RegisterContestSchema,
} from '@verdict/shared';
import { translate } from '../../i18n/messages.ts';
import { currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { contestAccess, contestInfo, registerContest } from './detail.ts';
import { listContests } from './list.ts';
import { contestProblemDetail, contestProblemList } from './problems.ts';
import { contestSubmissionList } from './submissions.ts';

const contestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contests'];

  app.get('/get-contest-list', { schema: { tags, querystring: ContestListQuerySchema } }, async (request) =>
    ok(await listContests(app.db, request.query)),
  );

  app.get('/get-contest-info', { schema: { tags, querystring: ContestIdQuerySchema } }, async (request) =>
    ok(await contestInfo(app.db, request.query.cid, request.user)),
  );

  app.get('/get-contest-access', { schema: { tags, querystring: ContestIdQuerySchema }, preValidation: requireLogin }, async (request) =>
    ok(await contestAccess(app.db, request.query.cid, currentUser(request))),
  );

  app.post('/register-contest', { schema: { tags, body: RegisterContestSchema }, preValidation: requireLogin }, async (request) => {
    await registerContest(app.db, currentUser(request), request.body);
    return ok(null, translate('Contest_register_success', request.lang));
  });

  app.get(
    '/get-contest-problem',
    { schema: { tags, querystring: ContestProblemListQuerySchema }, preValidation: requireLogin },
    async (request) => ok(await contestProblemList(app.db, request.query.cid, request.query.containsEnd, currentUser(request))),
  );

  app.get(
    '/get-contest-problem-details',
    { schema: { tags, querystring: ContestProblemDetailQuerySchema }, preValidation: requireLogin },
    async (request) => ok(await contestProblemDetail(app.db, request.query.cid, request.query.displayId, currentUser(request))),
  );

  app.get(
    '/contest-submissions',
    { schema: { tags, querystring: ContestSubmissionListQuerySchema }, preValidation: requireLogin },
    async (request) => ok(await contestSubmissionList(app.db, request.query, currentUser(request))),
  );
};

export default contestsRoutes;
