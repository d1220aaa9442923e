// Discussion routes (reference §9, spec 002 §2.8, §7; HOJ paths): categories, the list and detail, writing,
// likes and reports of site posts (and of group posts, whose group routes are in discussion-group-routes.ts);
// the back office's calls are in discussion-admin-routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DiscussionCategoryListSchema,
  DiscussionIdQuerySchema,
  DiscussionLikeQuerySchema,
  DiscussionListQuerySchema,
  DiscussionReportSchema,
  DiscussionSaveSchema,
  Permission,
} from '@verdict/shared';
import { currentUser, requireLogin, requirePermission, requireSuperAdmin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import discussionAdminRoutes from './discussion-admin-routes.ts';
import { categoryList, saveCategories } from './discussion-categories.ts';
import discussionGroupRoutes from './discussion-group-routes.ts';
import { likeDiscussion } from './discussion-likes.ts';
import { visibleDiscussionPage } from './discussion-list.ts';
import { deleteDiscussion, discussionDetail } from './discussion-manage.ts';
import { reportDiscussion } from './discussion-reports.ts';
import { createDiscussion, updateDiscussion } from './discussion-save.ts';

const discussionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['discussions'];

  app.get('/discussion-category', { schema: { tags } }, async () => ok(await categoryList(app.db)));

  app.post(
    '/discussion-category',
    { schema: { tags, body: DiscussionCategoryListSchema }, preValidation: requireSuperAdmin },
    async (request) => ok(await saveCategories(app.db, request.body)),
  );

  app.get('/get-discussion-list', { schema: { tags, querystring: DiscussionListQuerySchema } }, async (request) =>
    ok(await visibleDiscussionPage(app.db, request.query, request.user)),
  );

  app.get('/get-discussion-detail', { schema: { tags, querystring: DiscussionIdQuerySchema } }, async (request) =>
    ok(await discussionDetail(app.db, request.query.did, request.user)),
  );

  app.post(
    '/discussion',
    { schema: { tags, body: DiscussionSaveSchema }, preValidation: requirePermission(Permission.DiscussionAdd) },
    async (request) => ok(await createDiscussion(app.db, currentUser(request), request.body)),
  );

  app.put(
    '/discussion',
    { schema: { tags, body: DiscussionSaveSchema }, preValidation: requirePermission(Permission.DiscussionEdit) },
    async (request) => ok(await updateDiscussion(app.db, currentUser(request), request.body)),
  );

  // Site and group posts alike (the group route is HOJ's path for the same call).
  for (const url of ['/discussion', '/group/discussion']) {
    app.delete(
      url,
      { schema: { tags, querystring: DiscussionIdQuerySchema }, preValidation: requirePermission(Permission.DiscussionDel) },
      async (request) => {
        await deleteDiscussion(app.db, currentUser(request), request.query.did);
        return ok(null);
      },
    );
  }

  app.get('/discussion-like', { schema: { tags, querystring: DiscussionLikeQuerySchema }, preValidation: requireLogin }, async (request) =>
    ok(await likeDiscussion(app.db, currentUser(request), request.query.did, request.query.toLike)),
  );

  app.post('/discussion-report', { schema: { tags, body: DiscussionReportSchema }, preValidation: requireLogin }, async (request) => {
    await reportDiscussion(app.db, currentUser(request), request.body.did, request.body.content);
    return ok(null);
  });

  await app.register(discussionGroupRoutes);
  await app.register(discussionAdminRoutes);
};

export default discussionRoutes;
