// Contest helper routes (spec 001 §7; docs/api-contests.md "Contest helpers"): contest announcements (the tab, the
// unread notices and the back office's /admin/contest/announcement), print requests and the ACM AC info.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminContestAnnouncementQuerySchema,
  CheckContestAcInfoSchema,
  CheckContestPrintSchema,
  ContestAcInfoQuerySchema,
  ContestAnnouncementCreateSchema,
  ContestAnnouncementIdQuerySchema,
  ContestAnnouncementListQuerySchema,
  ContestAnnouncementUpdateSchema,
  ContestNotReadAnnouncementSchema,
  ContestPrintIdQuerySchema,
  ContestPrintListQuerySchema,
  SubmitPrintSchema,
} from '@verdict/shared';
import { translate } from '../../i18n/messages.ts';
import { currentUser, requireAdmin, requireLogin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { checkAcInfo, contestAcInfoPage } from './ac-info.ts';
import {
  addContestAnnouncement,
  adminContestAnnouncementPage,
  contestAnnouncementPage,
  editContestAnnouncement,
  removeContestAnnouncement,
  unreadAnnouncements,
} from './contest-announcements.ts';
import { contestPrintPage, markPrinted, printText, submitPrint } from './contest-print.ts';

const contestHelperRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app) => {
  const tags = ['contest-helpers'];
  const login = { preValidation: requireLogin };
  const admin = { preValidation: requireAdmin };

  app.get('/get-contest-announcement', { schema: { tags, querystring: ContestAnnouncementListQuerySchema }, ...login }, async (request) => {
    const { cid, ...pagination } = request.query;
    return ok(await contestAnnouncementPage(app.db, cid, pagination, currentUser(request)));
  });

  app.post('/get-contest-not-read-announcement', { schema: { tags, body: ContestNotReadAnnouncementSchema }, ...login }, async (request) =>
    ok(await unreadAnnouncements(app.db, request.body.cid, request.body.readAnnouncementList, currentUser(request))),
  );

  app.get('/get-contest-ac-info', { schema: { tags, querystring: ContestAcInfoQuerySchema }, ...login }, async (request) => {
    const { cid, ...pagination } = request.query;
    return ok(await contestAcInfoPage(app.db, cid, pagination, currentUser(request)));
  });

  app.put('/check-contest-ac-info', { schema: { tags, body: CheckContestAcInfoSchema }, ...login }, async (request) => {
    await checkAcInfo(app.db, request.body.cid, request.body.id, request.body.checked, currentUser(request));
    return ok(null);
  });

  app.post('/submit-print-text', { schema: { tags, body: SubmitPrintSchema }, ...login }, async (request) => {
    await submitPrint(app.db, currentUser(request), request.body);
    return ok(null, translate('Contest_print_submitted', request.lang));
  });

  app.get('/get-contest-print', { schema: { tags, querystring: ContestPrintListQuerySchema }, ...login }, async (request) => {
    const { cid, ...pagination } = request.query;
    return ok(await contestPrintPage(app.db, cid, pagination, currentUser(request)));
  });

  app.put('/check-contest-print-status', { schema: { tags, body: CheckContestPrintSchema }, ...login }, async (request) => {
    await markPrinted(app.db, request.body.cid, request.body.id, currentUser(request));
    return ok(null);
  });

  app.get(
    '/file/download-contest-print-text',
    { schema: { tags, querystring: ContestPrintIdQuerySchema }, ...login },
    async (request, reply) => {
      const { fileName, content } = await printText(app.db, request.query.id, currentUser(request));
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(content);
    },
  );

  const base = '/admin/contest/announcement';

  app.get(base, { schema: { tags, querystring: AdminContestAnnouncementQuerySchema }, ...admin }, async (request) => {
    const { cid, ...pagination } = request.query;
    return ok(await adminContestAnnouncementPage(app.db, currentUser(request), cid, pagination));
  });

  app.post(base, { schema: { tags, body: ContestAnnouncementCreateSchema }, ...admin }, async (request) =>
    ok({ id: await addContestAnnouncement(app.db, currentUser(request), request.body.cid, request.body.announcement) }),
  );

  app.put(base, { schema: { tags, body: ContestAnnouncementUpdateSchema }, ...admin }, async (request) => {
    const { id, ...form } = request.body.announcement;
    await editContestAnnouncement(app.db, currentUser(request), request.body.cid, id, form);
    return ok(null);
  });

  app.delete(base, { schema: { tags, querystring: ContestAnnouncementIdQuerySchema }, ...admin }, async (request) => {
    await removeContestAnnouncement(app.db, currentUser(request), request.query.aid);
    return ok(null);
  });
};

export default contestHelperRoutes;
