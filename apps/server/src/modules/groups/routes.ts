// Groups routes: the group and membership calls of spec 002 §7 "Groups" and the members' group problem list
// (docs/api-groups.md). The list, a group's page, access and authority answer visitors; the rest needs a login,
// and creating a group the group_add permission.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GroupCreateSchema,
  GroupDisbandBodySchema,
  GroupIdBodySchema,
  GroupIdQuerySchema,
  GroupJoinSchema,
  GroupListQuerySchema,
  GroupMemberKeySchema,
  GroupMemberListQuerySchema,
  GroupMemberUpdateSchema,
  GroupPagedQuerySchema,
  GroupUpdateSchema,
  Permission,
} from '@verdict/shared';
import { translate } from '../../i18n/messages.ts';
import { currentUser, requireLogin, requirePermission } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { groupAccess, groupAuth, groupDetail } from './detail.ts';
import { disbandGroup } from './disband.ts';
import { exitGroup, joinGroup } from './join.ts';
import { listGroups } from './list.ts';
import { createGroup, updateGroup } from './manage.ts';
import { removeMember, updateMember } from './member-admin.ts';
import { groupApplyList, groupMemberList } from './members.ts';
import { groupProblemList } from './problems.ts';

/** DELETE /api/group without a body: the verification's email and code are read from the query. */
async function verificationFromQuery(request: FastifyRequest): Promise<void> {
  if (request.body !== undefined && request.body !== null) return;
  const { email, code } = request.query as { email?: unknown; code?: unknown };
  request.body = { email, code };
}

const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['groups'];
  const login = { preValidation: requireLogin };

  app.get('/get-group-list', { schema: { tags, querystring: GroupListQuerySchema } }, async (request) =>
    ok(await listGroups(app.db, request.query, request.user)),
  );

  app.get('/get-group-detail', { schema: { tags, querystring: GroupIdQuerySchema } }, async (request) =>
    ok(await groupDetail(app.db, request.query.gid, request.user)),
  );

  app.get('/get-group-access', { schema: { tags, querystring: GroupIdQuerySchema } }, async (request) =>
    ok(await groupAccess(app.db, request.query.gid, request.user)),
  );

  app.get('/get-group-auth', { schema: { tags, querystring: GroupIdQuerySchema } }, async (request) =>
    ok(await groupAuth(app.db, request.query.gid, request.user)),
  );

  // The permission is checked before the body, so a role that may not create groups hears that first.
  app.post(
    '/group',
    { schema: { tags, body: GroupCreateSchema }, preValidation: requirePermission(Permission.GroupAdd) },
    async (request) => ok(await createGroup(app.db, currentUser(request), request.body.group)),
  );

  app.put('/group', { schema: { tags, body: GroupUpdateSchema }, ...login }, async (request) =>
    ok(await updateGroup(app.db, currentUser(request), request.body.gid, request.body.group)),
  );

  // The verification comes as a body (flat or under verifyForm) or, for clients that send no DELETE body, in the query.
  app.delete(
    '/group',
    {
      schema: { tags, querystring: GroupIdQuerySchema, body: GroupDisbandBodySchema },
      preValidation: [requireLogin, verificationFromQuery],
    },
    async (request) => {
      await disbandGroup(app.db, currentUser(request), request.query.gid, request.body);
      return ok(null);
    },
  );

  app.post('/group/member', { schema: { tags, body: GroupJoinSchema }, ...login }, async (request) =>
    ok(null, translate(await joinGroup(app.db, currentUser(request), request.body), request.lang)),
  );

  app.post('/group/member/exit', { schema: { tags, body: GroupIdBodySchema }, ...login }, async (request) => {
    await exitGroup(app.db, currentUser(request), request.body.gid);
    return ok(null, translate('Group_exit_successfully', request.lang));
  });

  app.get('/get-group-member-list', { schema: { tags, querystring: GroupMemberListQuerySchema } }, async (request) =>
    ok(await groupMemberList(app.db, request.query, request.user)),
  );

  app.get('/get-group-apply-list', { schema: { tags, querystring: GroupMemberListQuerySchema }, ...login }, async (request) =>
    ok(await groupApplyList(app.db, request.query, currentUser(request))),
  );

  app.put('/group/member', { schema: { tags, body: GroupMemberUpdateSchema }, ...login }, async (request) => {
    await updateMember(app.db, currentUser(request), request.body);
    return ok(null);
  });

  app.delete('/group/member', { schema: { tags, querystring: GroupMemberKeySchema }, ...login }, async (request) => {
    await removeMember(app.db, currentUser(request), request.query);
    return ok(null);
  });

  app.get('/get-group-problem-list', { schema: { tags, querystring: GroupPagedQuerySchema } }, async (request) =>
    ok(await groupProblemList(app.db, request.query, request.user)),
  );
};

export default groupsRoutes;
