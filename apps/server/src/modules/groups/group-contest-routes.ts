// A group's contest calls (spec 002 §7 "Group contests", HOJ's /api/group/… paths; docs/api-groups.md). Every call
// needs a login; the member list checks membership, the admin calls the group's admins, and changing a contest its
// creator, the group's root or the site root (the contests module's rule).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminContestAnnouncementQuerySchema,
  AdminContestProblemQuerySchema,
  ContestAddProblemSchema,
  ContestAnnouncementCreateSchema,
  ContestAnnouncementIdQuerySchema,
  ContestAnnouncementUpdateSchema,
  ContestFormSchema,
  ContestIdQuerySchema,
  ContestProblemKeySchema,
  ContestProblemUpdateSchema,
  ContestVisibleSchema,
  GroupPagedQuerySchema,
  idParamSchema,
} from '@verdict/shared';
import { currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import {
  addContestAnnouncement,
  addGroupProblem,
  addProblemFromPublic,
  adminContestAnnouncementPage,
  changeContestVisible,
  contestProblemPage,
  createContest,
  deleteContest,
  editContestAnnouncement,
  getAdminContest,
  removeContestAnnouncement,
  removeContestProblem,
  updateContest,
  updateContestProblem,
} from '../contests/index.ts';
import { assertGroupContestAdmin, groupAdminContestList, groupContestList } from './group-contest-service.ts';
import { assertGroupAdmin } from './problem-access.ts';

const GroupContestCreateSchema = z.object({ gid: idParamSchema, contest: ContestFormSchema });
const GroupContestUpdateSchema = z.object({ gid: idParamSchema, id: idParamSchema, contest: ContestFormSchema });

export function groupContestRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['group-contests'];
  const guarded = { preValidation: requireLogin };

  app.get('/group/get-contest-list', { schema: { tags, querystring: GroupPagedQuerySchema }, ...guarded }, async (request) =>
    ok(await groupContestList(app.db, currentUser(request), request.query)),
  );

  app.get('/group/get-admin-contest-list', { schema: { tags, querystring: GroupPagedQuerySchema }, ...guarded }, async (request) =>
    ok(await groupAdminContestList(app.db, currentUser(request), request.query)),
  );

  app.get('/group/contest', { schema: { tags, querystring: ContestIdQuerySchema }, ...guarded }, async (request) => {
    await assertGroupContestAdmin(app.db, currentUser(request), request.query.cid);
    return ok(await getAdminContest(app.db, currentUser(request), request.query.cid));
  });

  app.post('/group/contest', { schema: { tags, body: GroupContestCreateSchema }, ...guarded }, async (request) => {
    await assertGroupAdmin(app.db, request.body.gid, currentUser(request));
    return ok(await createContest(app.db, currentUser(request), request.body.contest, request.body.gid));
  });

  app.put('/group/contest', { schema: { tags, body: GroupContestUpdateSchema }, ...guarded }, async (request) => {
    const { gid, id, contest } = request.body;
    await assertGroupContestAdmin(app.db, currentUser(request), id, gid);
    await updateContest(app.db, currentUser(request), id, contest);
    return ok(null);
  });

  app.delete('/group/contest', { schema: { tags, querystring: ContestIdQuerySchema }, ...guarded }, async (request) => {
    await assertGroupContestAdmin(app.db, currentUser(request), request.query.cid);
    await deleteContest(app.db, currentUser(request), request.query.cid);
    return ok(null);
  });

  app.put('/group/change-contest-visible', { schema: { tags, body: ContestVisibleSchema }, ...guarded }, async (request) => {
    await assertGroupContestAdmin(app.db, currentUser(request), request.body.cid);
    await changeContestVisible(app.db, currentUser(request), request.body.cid, request.body.visible);
    return ok(null);
  });

  // Problems: the group's own (HOJ add-contest-problem) or public ones; editing takes the contest's admins.
  app.get(
    '/group/get-contest-problem-list',
    { schema: { tags, querystring: AdminContestProblemQuerySchema }, ...guarded },
    async (request) => {
      await assertGroupContestAdmin(app.db, currentUser(request), request.query.cid);
      return ok(await contestProblemPage(app.db, request.query));
    },
  );

  app.post('/group/add-contest-problem', { schema: { tags, body: ContestAddProblemSchema }, ...guarded }, async (request) => {
    await assertGroupContestAdmin(app.db, currentUser(request), request.body.cid);
    await addGroupProblem(app.db, currentUser(request), request.body);
    return ok(null);
  });

  app.post('/group/add-contest-problem-from-public', { schema: { tags, body: ContestAddProblemSchema }, ...guarded }, async (request) => {
    await assertGroupContestAdmin(app.db, currentUser(request), request.body.cid);
    await addProblemFromPublic(app.db, currentUser(request), request.body);
    return ok(null);
  });

  app.put('/group/contest-problem', { schema: { tags, body: ContestProblemUpdateSchema }, ...guarded }, async (request) => {
    await assertGroupContestAdmin(app.db, currentUser(request), request.body.cid);
    await updateContestProblem(app.db, currentUser(request), request.body);
    return ok(null);
  });

  app.delete('/group/contest-problem', { schema: { tags, querystring: ContestProblemKeySchema }, ...guarded }, async (request) => {
    await assertGroupContestAdmin(app.db, currentUser(request), request.query.cid);
    await removeContestProblem(app.db, currentUser(request), request.query.cid, request.query.pid);
    return ok(null);
  });

  // Announcements of a group contest.
  const announcement = '/group/contest-announcement';
  app.get(announcement, { schema: { tags, querystring: AdminContestAnnouncementQuerySchema }, ...guarded }, async (request) => {
    const { cid, ...pagination } = request.query;
    await assertGroupContestAdmin(app.db, currentUser(request), cid);
    return ok(await adminContestAnnouncementPage(app.db, currentUser(request), cid, pagination));
  });

  app.post(announcement, { schema: { tags, body: ContestAnnouncementCreateSchema }, ...guarded }, async (request) => {
    await assertGroupContestAdmin(app.db, currentUser(request), request.body.cid);
    return ok({ id: await addContestAnnouncement(app.db, currentUser(request), request.body.cid, request.body.announcement) });
  });

  app.put(announcement, { schema: { tags, body: ContestAnnouncementUpdateSchema }, ...guarded }, async (request) => {
    const { id, ...form } = request.body.announcement;
    await assertGroupContestAdmin(app.db, currentUser(request), request.body.cid);
    await editContestAnnouncement(app.db, currentUser(request), request.body.cid, id, form);
    return ok(null);
  });

  // The announcement's own contest is checked by the contests module (its admins only).
  app.delete(announcement, { schema: { tags, querystring: ContestAnnouncementIdQuerySchema }, ...guarded }, async (request) => {
    await removeContestAnnouncement(app.db, currentUser(request), request.query.aid);
    return ok(null);
  });
}
