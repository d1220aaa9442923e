// Back-office notice routes (root only; reference paths /api/admin/msg/notice): list, send, edit, delete. Notices to
// every user are fanned out in the background; the fan-out also resumes on start (a restart mid-delivery, or a
// notice another host accepted).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminNoticeListQuerySchema, AdminNoticeSchema, idParamSchema } from '@verdict/shared';
import { backgroundFailure } from '../../db/unavailable.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { currentUser, requireSuperAdmin } from '../../plugins/app/auth.ts';
import { translate } from '../../i18n/messages.ts';
import { noticeFanOut } from './notice-fanout.ts';
import { createNotice, deleteNotice, listNotices, updateNotice } from './notices.ts';

const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const fanOut = noticeFanOut(app.db, backgroundFailure(app.db, app.log, 'notice delivery failed'));
  app.addHook('onReady', async () => {
    void fanOut.kick();
  });
  app.addHook('onClose', () => fanOut.stop());
  app.addHook('onRequest', requireSuperAdmin);

  app.get('/admin/msg/notice', { schema: { tags, querystring: AdminNoticeListQuerySchema } }, async (request) =>
    ok(await listNotices(app.db, request.query)),
  );

  app.post('/admin/msg/notice', { schema: { tags, body: AdminNoticeSchema } }, async (request) => {
    const notice = await createNotice(app.db, currentUser(request).uid, request.body);
    if (notice.type === 'All') void fanOut.kick();
    return ok(notice, translate('Notice_sent', request.lang));
  });

  app.put('/admin/msg/notice', { schema: { tags, body: AdminNoticeSchema } }, async (request) =>
    ok(await updateNotice(app.db, request.body), translate('Update_Successfully', request.lang)),
  );

  app.delete('/admin/msg/notice', { schema: { tags, querystring: z.object({ id: idParamSchema }) } }, async (request) => {
    await deleteNotice(app.db, request.query.id);
    return ok(null);
  });
};

export default noticeRoutes;
