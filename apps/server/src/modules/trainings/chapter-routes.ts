// Training chapters: the user-view chapter list, the chapter rank and the back office's chapter list (docs/trainings-chapters.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminChapterListQuerySchema, TrainingChapterListQuerySchema, TrainingChapterRankQuerySchema } from '@verdict/shared';
import { currentUser, requireAdmin, requireLogin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { backOffice } from './admin-access.ts';
import { trainingChapterRank } from './chapter-rank.ts';
import { listAdminChapters, trainingChapterList } from './chapters.ts';

const trainingChapterRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trainings'];

  app.get('/get-training-chapter-list', { schema: { tags, querystring: TrainingChapterListQuerySchema } }, async (request) =>
    ok(await trainingChapterList(app.db, request.query, request.user)),
  );

  app.get(
    '/get-training-chapter-rank',
    { schema: { tags, querystring: TrainingChapterRankQuerySchema }, preValidation: requireLogin },
    async (request) => ok(await trainingChapterRank(app.db, request.query, request.user)),
  );

  app.get(
    '/admin/training/get-chapter-list',
    { schema: { tags: ['admin-trainings'], querystring: AdminChapterListQuerySchema }, preValidation: requireAdmin },
    async (request) => ok(await listAdminChapters(app.db, backOffice(currentUser(request)), request.query)),
  );
};

export default trainingChapterRoutes;
