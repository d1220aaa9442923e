// Group discussion routes (HOJ paths /group/…): the same posts and rules as the site's, in one group — its members
// read and post (the group switch and the fixed group thresholds), its admins (level 4–5) pin and see the admin
// table with banned posts. DELETE /group/discussion is the site's delete (discussion-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DiscussionListQuerySchema, DiscussionSaveSchema, Permission } from '@verdict/shared';
import { currentUser, requireLogin, requirePermission } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { groupAdminDiscussionPage, visibleDiscussionPage } from './discussion-list.ts';
import { createDiscussion, updateDiscussion } from './discussion-save.ts';

/** The group routes all name their group. */
function groupOf<T extends { gid: number | null }>(input: T): T & { gid: number } {
  if (input.gid === null) throw badRequest('Discussion_gid_required');
  return input as T & { gid: number };
}

const discussionGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['group-discussions'];

  app.get(
    '/group/get-discussion-list',
    { schema: { tags, querystring: DiscussionListQuerySchema }, preValidation: requireLogin },
    async (request) => ok(await visibleDiscussionPage(app.db, groupOf(request.query), request.user)),
  );

  app.get(
    '/group/get-admin-discussion-list',
    { schema: { tags, querystring: DiscussionListQuerySchema }, preValidation: requireLogin },
    async (request) => {
      const query = groupOf(request.query);
      return ok(await groupAdminDiscussionPage(app.db, query.gid, query, currentUser(request)));
    },
  );

  app.post(
    '/group/discussion',
    { schema: { tags, body: DiscussionSaveSchema }, preValidation: requirePermission(Permission.DiscussionAdd) },
    async (request) => ok(await createDiscussion(app.db, currentUser(request), groupOf(request.body))),
  );

  app.put(
    '/group/discussion',
    { schema: { tags, body: DiscussionSaveSchema }, preValidation: requirePermission(Permission.DiscussionEdit) },
    async (request) => ok(await updateDiscussion(app.db, currentUser(request), groupOf(request.body))),
  );
};

export default discussionGroupRoutes;
