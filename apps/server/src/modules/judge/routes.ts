// Judge routes: the worker protocol (shared secret; workers hold no database credentials) and the back
// office's list of judge servers.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JUDGE_SECRET_HEADER,
  TestDataParamsSchema,
  WorkerClaimSchema,
  WorkerHeartbeatSchema,
  WorkerJobResultSchema,
  WorkerProgressSchema,
  WorkerRegisterSchema,
  WorkerResultSchema,
} from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { requireAdmin } from '../../plugins/app/auth.ts';
import { AppError, forbidden, notFound } from '../../plugins/app/errors.ts';
import { isJobTask, recordJobResult } from './jobs.ts';
import { waitForTask } from './queue.ts';
import {
  claimTask,
  heartbeat,
  listJudgeServers,
  recordProgress,
  recordResult,
  registerWorker,
  workerExists,
  workerName,
} from './service.ts';
import { fileStore } from '../file-store/index.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const judgeRoutes: FastifyPluginAsyncZod<{ dataDir: string; secret: string | undefined }> = async (app, { dataDir, secret }) => {
  const tags = ['judge'];

  app.get('/admin/judge-servers', { schema: { tags }, preHandler: requireAdmin }, async () => ok(await listJudgeServers(app.db)));

  const workerRoutes: FastifyPluginAsyncZod = async (workers) => {
    // Checked before the body is read: only workers may make the server read their large results.
    workers.addHook('onRequest', async (request: FastifyRequest) => {
      const given = request.headers[JUDGE_SECRET_HEADER];
      if (!secret || typeof given !== 'string' || !sameSecret(given, secret)) throw forbidden();
    });
    // Workers poll these many times a minute: only their warnings and errors are logged.
    const QUIET = 'warn';
    const knownWorker = async (workerId: string) => {
      if (!(await workerExists(app.db, workerId))) throw notFound();
    };

    workers.post('/judge/register', { schema: { tags, body: WorkerRegisterSchema } }, async (request) =>
      ok({ workerId: await registerWorker(app.db, request.body) }),
    );

    workers.post('/judge/heartbeat', { schema: { tags, body: WorkerHeartbeatSchema }, logLevel: QUIET }, async (request) => {
      const { workerId, ...beat } = request.body;
      if (!(await heartbeat(app.db, workerId, beat))) throw notFound();
      return ok(null);
    });

    // Long poll: answers a task as soon as one is queued, or null after waitMs (always null for a server switched off).
    workers.post('/judge/claim', { schema: { tags, body: WorkerClaimSchema }, logLevel: QUIET }, async (request) => {
      const { workerId, waitMs, jobs, parts } = request.body;
      await knownWorker(workerId);
      const deadline = Date.now() + waitMs;
      const aborted = new AbortController();
      // The worker hung up (or the server is stopping): stop waiting, so no task is claimed for nobody.
      const abort = () => aborted.abort();
      const socket = request.raw.socket;
      socket.once('close', abort);
      app.shuttingDown.addEventListener('abort', abort, { once: true });
      if (app.shuttingDown.aborted) abort();
      try {
        for (;;) {
          if (aborted.signal.aborted) return ok(null);
          const task = await claimTask(app.db, workerId, { jobs, parts });
          if (task || Date.now() >= deadline) return ok(task);
          await waitForTask(Math.min(1000, deadline - Date.now()), aborted.signal);
        }
      } finally {
        socket.off('close', abort);
        app.shuttingDown.removeEventListener('abort', abort);
      }
    });

    workers.post('/judge/progress', { schema: { tags, body: WorkerProgressSchema }, logLevel: QUIET }, async (request) => {
      const { phase, ...ref } = request.body;
      if (await isJobTask(app.db, ref.taskId)) return ok({ accepted: false });
      return ok({ accepted: await recordProgress(app.db, ref, phase, await workerName(app.db, ref.workerId)) });
    });

    workers.post('/judge/result', { schema: { tags, body: WorkerResultSchema }, bodyLimit: 64 * 1024 * 1024 }, async (request) => {
      const { result, ...ref } = request.body;
      // A job's task is closed by its own kind of result (/judge/job-result) only.
      if (await isJobTask(app.db, ref.taskId)) return ok({ accepted: false });
      return ok({ accepted: await recordResult(app.db, ref, result, await workerName(app.db, ref.workerId)) });
    });

    // Results of online tests and compile checks (the tasks whose claim answered a kind other than 'submission').
    workers.post('/judge/job-result', { schema: { tags, body: WorkerJobResultSchema }, bodyLimit: 8 * 1024 * 1024 }, async (request) => {
      const { result, ...ref } = request.body;
      return ok({ accepted: await recordJobResult(app.db, ref, result) });
    });

    workers.get('/judge/data/:hash', { schema: { tags, params: TestDataParamsSchema }, logLevel: QUIET }, async (request, reply) => {
      // From the file store of every host (PostgreSQL through this host's cache, or DATA_DIR), streamed.
      const { hash } = request.params;
      const store = fileStore(dataDir);
      const size = await store.size(hash);
      if (size === null) throw new AppError(404, 'Judge_test_data_missing', { hash });
      return reply
        .type('application/octet-stream')
        .header('content-length', size)
        .send(await store.open(hash));
    });
  };
  await app.register(workerRoutes);
};

export default judgeRoutes;
