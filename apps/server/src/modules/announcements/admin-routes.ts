// Site announcements in the back office (root; HOJ's /api/admin/announcement): list (ten a page, hidden ones too),
// create, edit, delete. The home page reads them straight from the table (no cache to drop): a write shows at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminAnnouncementFormSchema,
  AdminAnnouncementIdQuerySchema,
  AdminAnnouncementListQuerySchema,
  AdminAnnouncementUpdateSchema,
} from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { currentUser, requireSuperAdmin } from '../../plugins/app/auth.ts';
import { translate } from '../../i18n/messages.ts';
import { createSiteAnnouncement, deleteSiteAnnouncement, listAdminAnnouncements, updateSiteAnnouncement } from './admin-announcements.ts';

const adminAnnouncementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireSuperAdmin);

  app.get('/admin/announcement', { schema: { tags, querystring: AdminAnnouncementListQuerySchema } }, async (request) =>
    ok(await listAdminAnnouncements(app.db, request.query)),
  );

  app.post('/admin/announcement', { schema: { tags, body: AdminAnnouncementFormSchema } }, async (request) => {
    const id = await createSiteAnnouncement(app.db, currentUser(request).uid, request.body);
    return ok({ id }, translate('Announcement_created', request.lang));
  });

  app.put('/admin/announcement', { schema: { tags, body: AdminAnnouncementUpdateSchema } }, async (request) => {
    const { id, ...form } = request.body;
    await updateSiteAnnouncement(app.db, id, form);
    return ok(null, translate('Announcement_updated', request.lang));
  });

  app.delete('/admin/announcement', { schema: { tags, querystring: AdminAnnouncementIdQuerySchema } }, async (request) => {
    await deleteSiteAnnouncement(app.db, request.query.aid);
    return ok(null, translate('Announcement_deleted', request.lang));
  });
};

export default adminAnnouncementRoutes;
