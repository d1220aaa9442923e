// The back office's discussion calls (reference §10: admin roles; issue 16 builds the screens): every site post
// (banned too, 10 a page) or a group's with gid, ban/unban and pin, delete; the reports, unread first, marked read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DiscussionAdminUpdateSchema,
  DiscussionIdQuerySchema,
  DiscussionListQuerySchema,
  DiscussionReportListQuerySchema,
  DiscussionReportUpdateSchema,
} from '@verdict/shared';
import { currentUser, requireAdmin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { discussionPage } from './discussion-list.ts';
import { moderateDiscussion, removeDiscussion } from './discussion-manage.ts';
import { markReport, reportPage } from './discussion-reports.ts';

const discussionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin-discussions'];
  const admin = { preValidation: requireAdmin };

  app.get('/admin/discussion', { schema: { tags, querystring: DiscussionListQuerySchema }, ...admin }, async (request) =>
    ok(await discussionPage(app.db, request.query, { gid: request.query.gid, withBanned: true }, currentUser(request))),
  );

  app.put('/admin/discussion', { schema: { tags, body: DiscussionAdminUpdateSchema }, ...admin }, async (request) =>
    ok(await moderateDiscussion(app.db, request.body, currentUser(request))),
  );

  app.delete('/admin/discussion', { schema: { tags, querystring: DiscussionIdQuerySchema }, ...admin }, async (request) => {
    await removeDiscussion(app.db, request.query.did);
    return ok(null);
  });

  app.get('/admin/discussion/report', { schema: { tags, querystring: DiscussionReportListQuerySchema }, ...admin }, async (request) =>
    ok(await reportPage(app.db, request.query)),
  );

  app.put('/admin/discussion/report', { schema: { tags, body: DiscussionReportUpdateSchema }, ...admin }, async (request) => {
    await markReport(app.db, request.body.id, request.body.status);
    return ok(null);
  });
};

export default discussionAdminRoutes;
