// Home page routes: the public website config, the carousel, recent contests and problems, the 7-day ranking, announcements and last week's statistics.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnnouncementDetailQuerySchema,
  AnnouncementListQuerySchema,
  isSuperAdmin,
  WeekStatisticsQuerySchema,
  type PublicWebsiteConfig,
} from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { recentContests } from '../contests/index.ts';
import { recentUpdatedProblems } from '../problems/index.ts';
import { recentSevenDayAcRank } from '../ranks/index.ts';
import { lastWeekStatistics } from '../submissions/index.ts';
import { getAnnouncementDetail, listCommonAnnouncements } from '../announcements/index.ts';
import { listCarousel } from './carousel.ts';
import { getWebsiteConfig } from '../site/index.ts';
import { isMailEnabled } from '../accounts/index.ts';
import { cached } from './cache.ts';

const WEEK_STATISTICS_TTL_MS = 60_000;

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site'];
  const weekStatistics = cached(WEEK_STATISTICS_TTL_MS, () => lastWeekStatistics(app.db));

  app.get('/get-website-config', { schema: { tags } }, async () => {
    const config: PublicWebsiteConfig = { ...(await getWebsiteConfig(app.db)), emailEnabled: await isMailEnabled(app.db) };
    return ok(config);
  });
  app.get('/home-carousel', { schema: { tags } }, async () => ok(await listCarousel(app.db)));
  app.get('/get-recent-contest', { schema: { tags } }, async () => ok(await recentContests(app.db)));
  app.get('/get-recent-updated-problem', { schema: { tags } }, async () => ok(await recentUpdatedProblems(app.db)));
  app.get('/get-recent-seven-ac-rank', { schema: { tags } }, async () => ok(await recentSevenDayAcRank(app.db)));

  app.get('/get-common-announcement', { schema: { tags, querystring: AnnouncementListQuerySchema } }, async (request) =>
    ok(await listCommonAnnouncements(app.db, request.query)),
  );

  app.get('/get-announcement-detail', { schema: { tags, querystring: AnnouncementDetailQuerySchema } }, async (request) =>
    ok(await getAnnouncementDetail(app.db, request.query.aid)),
  );

  app.get('/get-last-week-submission-statistics', { schema: { tags, querystring: WeekStatisticsQuerySchema } }, async (request) => {
    // Only the super admin may skip the cache.
    const force = request.query.forceRefresh === true && !!request.user && isSuperAdmin(request.user.role);
    return ok(await weekStatistics(force));
  });
};

export default siteRoutes;
