// Online test and compile check routes: ephemeral judge jobs that never become submissions.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompileSpjSchema,
  JudgeStatus,
  languageByKey,
  languageByName,
  TestJudgeResultQuerySchema,
  TestJudgeSubmitSchema,
  type CompileJobResult,
  type TestJudgeType,
} from '@verdict/shared';
import { backgroundFailure } from '../../db/unavailable.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { currentUser, requireAdmin, requireLogin, requirePermission } from '../../plugins/app/auth.ts';
import { AppError, badRequest, forbidden, notFound } from '../../plugins/app/errors.ts';
import { assertGroupAdmin } from '../membership/index.ts';
import { getSwitchConfig, type SwitchConfig } from '../site/index.ts';
import { createCompileJob, createTestJob, deleteJob, findTestJob, purgeExpiredJobs, toTestJudgeResult, waitForJob } from './jobs.ts';
import { problemLanguage, testableProblem } from './problem-access.ts';
import { hasOnlineWorker } from './service.ts';

const PURGE_EVERY_MS = 60_000;
/** How long the compile check waits for a worker's answer. */
const COMPILE_WAIT_MS = 60_000;

const SWITCH_OF_TYPE: Record<TestJudgeType, keyof SwitchConfig> = {
  public: 'openPublicJudge',
  contest: 'openContestJudge',
  group: 'openGroupJudge',
};

const testJudgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['judge'];

  const purge = setInterval(
    () => void purgeExpiredJobs(app.db).catch(backgroundFailure(app.db, app.log, 'purging expired judge jobs failed')),
    PURGE_EVERY_MS,
  );
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  // Login and permission are checked before the body, so a visitor learns to log in first.
  app.post(
    '/submit-problem-test-judge',
    { schema: { tags, body: TestJudgeSubmitSchema }, preValidation: requirePermission('submit') },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const switches = await getSwitchConfig(app.db);
      if (!switches[SWITCH_OF_TYPE[body.type]]) throw forbidden('Judge_switch_closed');
      const problem = await testableProblem(app.db, body.pid, user);
      const language = await problemLanguage(app.db, problem.id, body.language);
      const key = await createTestJob(app.db, {
        uid: user.uid,
        pid: problem.id,
        intervalSeconds: switches.defaultSubmitInterval,
        request: {
          language: language.key,
          code: body.code,
          userInput: body.userInput,
          expectedOutput: body.expectedOutput || null,
          judgeMode: problem.judgeMode,
        },
      });
      return ok(key);
    },
  );

  app.get(
    '/get-test-judge-result',
    { schema: { tags, querystring: TestJudgeResultQuerySchema }, preValidation: requireLogin },
    async (request) => {
      const job = await findTestJob(app.db, request.query.testJudgeKey);
      if (!job) throw notFound('Judge_test_not_found');
      if (job.uid !== currentUser(request).uid) throw forbidden();
      return ok(toTestJudgeResult(job));
    },
  );

  // Compiles a checker or interactor on a worker and waits for the verdict, so the problem form can tell
  // whether the code compiles. The job is removed afterwards (with its task, if no worker took it).
  // A group's admins compile for its problem form (gid); otherwise the admin roles.
  const compileRights = async (request: FastifyRequest) =>
    (request.body as { gid?: unknown } | undefined)?.gid == null ? requireAdmin(request) : requireLogin(request);
  app.post(
    '/admin/problem/compile-spj',
    { schema: { tags, body: CompileSpjSchema }, preValidation: [requireLogin, compileRights], bodyLimit: 8 * 1024 * 1024 },
    async (request) => {
      const { code, mode, extraFiles, gid } = request.body;
      if (gid != null) await assertGroupAdmin(app.db, gid, currentUser(request));
      const language = languageByName(request.body.language) ?? languageByKey(request.body.language);
      if (!language) throw badRequest('Judge_language_unknown');
      if (!language.isSpj) throw badRequest('Judge_spj_language_invalid');
      if (!(await hasOnlineWorker(app.db))) throw new AppError(503, 'Judge_no_server');
      const key = await createCompileJob(app.db, currentUser(request).uid, {
        language: language.key,
        code,
        mode,
        extraFiles: extraFiles ?? {},
      });
      try {
        const job = await waitForJob(app.db, key, COMPILE_WAIT_MS, app.shuttingDown);
        if (!job) throw new AppError(503, 'Judge_no_answer');
        const result = job.result as CompileJobResult;
        if (result.status === JudgeStatus.CompileError) throw badRequest('Judge_compiler_message', { message: result.message });
        if (result.status !== JudgeStatus.Accepted) throw new AppError(503, 'Judge_failed', { message: result.message });
        return ok(null);
      } finally {
        await deleteJob(app.db, key);
      }
    },
  );
};

export default testJudgeRoutes;
