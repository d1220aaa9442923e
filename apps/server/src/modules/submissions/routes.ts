// Submissions routes: submit, details, case results, lists, sharing, wrong-case download and the super admin's judge actions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckContestSubmissionsStatusSchema,
  CheckSubmissionsStatusSchema,
  LastAcCodeQuerySchema,
  ManualJudgeSchema,
  RejudgeContestProblemQuerySchema,
  Permission,
  SubmissionIdBodySchema,
  SubmissionIdQuerySchema,
  SubmissionListQuerySchema,
  SubmitProblemJudgeSchema,
  UpdateSubmissionShareSchema,
} from '@verdict/shared';
import { translate } from '../../i18n/messages.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { currentUser, requireLogin, requirePermission, requireSuperAdmin } from '../../plugins/app/auth.ts';
import { cancelJudge, manualJudge, rejudge, rejudgeContestProblem, resubmit, setShare } from './judge-actions.ts';
import { listSubmissions } from './list.ts';
import { submitProblem } from './submit.ts';
import { allCaseResults, lastAcceptedCode, submissionDetail, submissionStatuses } from './view.ts';
import { downloadWrongCase } from './wrong-case.ts';

const submissionsRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const tags = ['submissions'];

  // The permission is checked before the body, so a user who may not submit hears that first.
  app.post(
    '/submit-problem-judge',
    { schema: { tags, body: SubmitProblemJudgeSchema }, preValidation: requirePermission(Permission.Submit) },
    async (request) => {
      const user = currentUser(request);
      return ok(await submitProblem(app.db, request.body, { uid: user.uid, username: user.username, role: user.role, ip: request.ip }));
    },
  );

  app.get('/get-submission-detail', { schema: { tags, querystring: SubmissionIdQuerySchema } }, async (request) =>
    ok(await submissionDetail(app.db, request.user, request.query.submitId, request.lang)),
  );

  app.get('/get-all-case-result', { schema: { tags, querystring: SubmissionIdQuerySchema } }, async (request) =>
    ok(await allCaseResults(app.db, request.user, request.query.submitId)),
  );

  app.get('/get-last-ac-code', { schema: { tags, querystring: LastAcCodeQuerySchema }, preHandler: requireLogin }, async (request) =>
    ok(await lastAcceptedCode(app.db, currentUser(request), request.query.pid, request.query.cid)),
  );

  app.get('/resubmit', { schema: { tags, querystring: SubmissionIdQuerySchema }, preHandler: requireLogin }, async (request) =>
    ok(await resubmit(app.db, currentUser(request), request.query.submitId)),
  );

  app.get('/get-submission-list', { schema: { tags, querystring: SubmissionListQuerySchema } }, async (request) =>
    ok(await listSubmissions(app.db, request.user, request.query)),
  );

  app.post('/check-submissions-status', { schema: { tags, body: CheckSubmissionsStatusSchema } }, async (request) =>
    ok(await submissionStatuses(app.db, request.user, request.body.submitIds, request.body.cid)),
  );

  app.post('/check-contest-submissions-status', { schema: { tags, body: CheckContestSubmissionsStatusSchema } }, async (request) =>
    ok(await submissionStatuses(app.db, request.user, request.body.submitIds, request.body.cid)),
  );

  app.put('/submission', { schema: { tags, body: UpdateSubmissionShareSchema }, preHandler: requireLogin }, async (request) => {
    await setShare(app.db, currentUser(request), request.body.submitId, request.body.share);
    return ok(null);
  });

  app.get(
    '/file/download-wrong-case',
    { schema: { tags, querystring: SubmissionIdQuerySchema }, preHandler: requireLogin },
    async (request, reply) => {
      const { fileName, zip } = await downloadWrongCase(app.db, dataDir, currentUser(request), request.query.submitId);
      return reply.type('application/zip').header('content-disposition', `attachment; filename="${fileName}"`).send(zip);
    },
  );

  app.post('/admin/judge/rejudge', { schema: { tags, body: SubmissionIdBodySchema }, preHandler: requireSuperAdmin }, async (request) =>
    ok(await rejudge(app.db, request.body.submitId)),
  );

  app.get(
    '/admin/judge/rejudge-contest-problem',
    { schema: { tags, querystring: RejudgeContestProblemQuerySchema }, preHandler: requireSuperAdmin },
    async (request) => {
      const count = await rejudgeContestProblem(app.db, request.query.cid, request.query.pid);
      return ok({ count }, translate('Contest_rejudge_success', request.lang));
    },
  );

  app.post(
    '/admin/judge/cancel-judge',
    { schema: { tags, body: SubmissionIdBodySchema }, preHandler: requireSuperAdmin },
    async (request) => ok(await cancelJudge(app.db, request.body.submitId, currentUser(request).username)),
  );

  app.post('/admin/judge/manual-judge', { schema: { tags, body: ManualJudgeSchema }, preHandler: requireSuperAdmin }, async (request) =>
    ok(await manualJudge(app.db, request.body, currentUser(request).username)),
  );
};

export default submissionsRoutes;
