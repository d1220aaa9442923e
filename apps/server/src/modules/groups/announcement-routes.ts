// Group announcement routes (spec 002 §7 "Group announcements", HOJ's /api/group/… paths). Every call needs a
// login; the list checks membership, the admin list and creating the group's admins, and editing or deleting an
// announcement its author, the group's root or the site root (announcement-service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GroupAnnouncementCreateSchema,
  GroupAnnouncementIdQuerySchema,
  GroupAnnouncementListQuerySchema,
  GroupAnnouncementUpdateSchema,
} from '@verdict/shared';
import { translate } from '../../i18n/messages.ts';
import { currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import {
  addAnnouncement,
  adminAnnouncementPage,
  editAnnouncement,
  memberAnnouncementPage,
  removeAnnouncement,
} from './announcement-service.ts';

const groupAnnouncementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['group-announcements'];
  const login = { preValidation: requireLogin };

  app.get('/group/get-announcement-list', { schema: { tags, querystring: GroupAnnouncementListQuerySchema }, ...login }, async (request) =>
    ok(await memberAnnouncementPage(app.db, currentUser(request), request.query)),
  );

  app.get(
    '/group/get-admin-announcement-list',
    { schema: { tags, querystring: GroupAnnouncementListQuerySchema }, ...login },
    async (request) => ok(await adminAnnouncementPage(app.db, currentUser(request), request.query)),
  );

  app.post('/group/announcement', { schema: { tags, body: GroupAnnouncementCreateSchema }, ...login }, async (request) => {
    const { gid, ...form } = request.body;
    const id = await addAnnouncement(app.db, currentUser(request), gid, form);
    return ok({ id }, translate('Group_announcement_created', request.lang));
  });

  app.put('/group/announcement', { schema: { tags, body: GroupAnnouncementUpdateSchema }, ...login }, async (request) => {
    const { id, ...form } = request.body;
    await editAnnouncement(app.db, currentUser(request), id, form);
    return ok(null, translate('Group_announcement_updated', request.lang));
  });

  app.delete('/group/announcement', { schema: { tags, querystring: GroupAnnouncementIdQuerySchema }, ...login }, async (request) => {
    await removeAnnouncement(app.db, currentUser(request), request.query.aid);
    return ok(null, translate('Group_announcement_deleted', request.lang));
  });
};

export default groupAnnouncementRoutes;
