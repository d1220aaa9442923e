// Application wiring: plugins in order, then every module's routes under /api.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/client.ts';
import envelope, { sendFrameworkError } from './plugins/app/envelope.ts';
import dbPlugin from './plugins/app/db.ts';
import auth from './plugins/app/auth.ts';
import nulGuard from './plugins/app/nul-guard.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import swagger from './plugins/external/swagger.ts';
import spa from './plugins/external/spa.ts';
import { accountsRoutes, settingsRoutes, signupRoutes } from './modules/accounts/index.ts';
import { carouselAdminRoutes, siteRoutes } from './modules/home/index.ts';
import { messagesRoutes, noticeRoutes } from './modules/messages/index.ts';
import { adminDashboardRoutes, adminRoutes, adminUserRoutes, emailConfigRoutes } from './modules/admin/index.ts';
import { adminAnnouncementRoutes } from './modules/announcements/index.ts';
import { siteConfigRoutes } from './modules/site/index.ts';
import { judgeRoutes, testJudgeRoutes } from './modules/judge/index.ts';
import { adminProblemsRoutes, problemsRoutes } from './modules/problems/index.ts';
import { problemBatchRoutes } from './modules/problem-packages/index.ts';
import { submissionsRoutes } from './modules/submissions/index.ts';
import {
  adminTrainingsRoutes,
  personalTrainingRoutes,
  trainingChapterRoutes,
  trainingFavoriteRoutes,
  trainingRankRoutes,
  trainingsRoutes,
} from './modules/trainings/index.ts';
import { adminContestsRoutes, contestBoardRoutes, contestHelperRoutes, contestsRoutes } from './modules/contests/index.ts';
import {
  groupAdminRoutes,
  groupAnnouncementRoutes,
  groupProblemApplyRoutes,
  groupRankRoutes,
  groupsRoutes,
} from './modules/groups/index.ts';
import { problemListsRoutes } from './modules/problem-lists/index.ts';
import { ranksRoutes } from './modules/ranks/index.ts';
import { discussionsRoutes } from './modules/discussions/index.ts';
import { filesRoutes } from './modules/files/index.ts';

export type AppConfig = Pick<ServerConfig, 'webDist' | 'logLevel' | 'tokenTtlHours' | 'tokenRefreshHours' | 'judgeSecret'> &
  Partial<Pick<ServerConfig, 'trustProxy'>> & {
    /** The judge secret was generated at start (JUDGE_SECRET unset): only the built-in workers know it. */
    judgeSecretGenerated?: boolean;
    /** Where test data and files live. */
    dataDir: string;
    /** Where logs go (default stdout). */
    logStream?: NodeJS.WritableStream;
  };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route, as registered (method and url), for docs and tests. */
    apiRoutes: { method: string; url: string }[];
    /** Aborted when the server starts to shut down. */
    shuttingDown: AbortSignal;
    /** Requests being answered right now (graceful shutdown waits for them). */
    requestsInFlight: Set<unknown>;
  }
}

export async function buildApp(db: Db, config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(config.logStream ? { stream: config.logStream } : {}) },
    // Calls that need more (judge results, problem saves with their cases) set their own bodyLimit.
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy ?? false,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url });
  });

  // Graceful shutdown: in-flight requests finish, their keep-alive connections close after them, and
  // long polls watching app.shuttingDown end at once.
  const shutdown = new AbortController();
  app.decorate('shuttingDown', shutdown.signal);
  app.addHook('preClose', async () => shutdown.abort());
  app.addHook('onSend', async (_request, reply) => {
    if (shutdown.signal.aborted) reply.header('connection', 'close');
  });
  app.decorate('requestsInFlight', new Set<unknown>());
  app.addHook('onRequest', async (request) => {
    app.requestsInFlight.add(request.id);
  });
  app.addHook('onResponse', async (request) => {
    app.requestsInFlight.delete(request.id);
  });
  app.addHook('onRequestAbort', (request, done) => {
    app.requestsInFlight.delete(request.id);
    done();
  });

  await app.register(envelope);
  await app.register(nulGuard);
  await app.register(dbPlugin, { db });
  await app.register(rateLimit);
  await app.register(swagger);
  const policy = { ttlHours: config.tokenTtlHours, refreshHours: config.tokenRefreshHours };
  await app.register(auth, { policy });

  await app.register(
    async (api) => {
      await api.register(accountsRoutes, { policy });
      await api.register(signupRoutes);
      await api.register(settingsRoutes, { dataDir: config.dataDir });
      await api.register(siteRoutes);
      await api.register(messagesRoutes);
      await api.register(noticeRoutes);
      await api.register(adminRoutes);
      await api.register(emailConfigRoutes);
      await api.register(adminUserRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(adminAnnouncementRoutes);
      const { dataDir, tokenTtlHours, tokenRefreshHours } = config;
      await api.register(siteConfigRoutes, {
        deployment: { dataDir, tokenTtlHours, tokenRefreshHours, judgeSecretSet: !config.judgeSecretGenerated },
      });
      await api.register(carouselAdminRoutes, { dataDir: config.dataDir });
      await api.register(judgeRoutes, { dataDir: config.dataDir, secret: config.judgeSecret });
      await api.register(testJudgeRoutes);
      await api.register(problemsRoutes);
      await api.register(problemListsRoutes);
      await api.register(adminProblemsRoutes, { dataDir: config.dataDir });
      await api.register(problemBatchRoutes, { dataDir: config.dataDir });
      await api.register(submissionsRoutes, { dataDir: config.dataDir });
      await api.register(trainingsRoutes);
      await api.register(adminTrainingsRoutes);
      await api.register(trainingRankRoutes);
      await api.register(trainingChapterRoutes);
      await api.register(personalTrainingRoutes);
      await api.register(trainingFavoriteRoutes);
      await api.register(contestsRoutes);
      await api.register(adminContestsRoutes, { dataDir: config.dataDir });
      await api.register(contestBoardRoutes);
      await api.register(contestHelperRoutes, { dataDir: config.dataDir });
      await api.register(ranksRoutes);
      await api.register(groupsRoutes);
      await api.register(groupAdminRoutes, { dataDir: config.dataDir });
      await api.register(groupAnnouncementRoutes);
      await api.register(groupRankRoutes, { dataDir: config.dataDir });
      await api.register(groupProblemApplyRoutes);
      await api.register(discussionsRoutes);
      await api.register(filesRoutes, { dataDir: config.dataDir });
    },
    { prefix: '/api' },
  );

  await app.register(spa, { webDist: config.webDist });
  return app;
}
