// Ranks routes (issue 13): the ACM and OI rank lists and the user home with its heatmap.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RankListQuerySchema, UserHomeQuerySchema } from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { userHeatmap, userHomeInfo } from './home.ts';
import { rankLists } from './lists.ts';

const ranksRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ranks'];
  const rankPage = rankLists(app.db);

  app.get('/get-rank-list', { schema: { tags, querystring: RankListQuerySchema } }, async (request) => ok(await rankPage(request.query)));
  app.get('/get-user-home-info', { schema: { tags, querystring: UserHomeQuerySchema } }, async (request) =>
    ok(await userHomeInfo(app.db, request.query, request.user?.uid)),
  );
  app.get('/get-user-calendar-heatmap', { schema: { tags, querystring: UserHomeQuerySchema } }, async (request) =>
    ok(await userHeatmap(app.db, request.query, request.user?.uid)),
  );
};

export default ranksRoutes;
