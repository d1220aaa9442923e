// Messages routes (spec 002 §7; reference §9), all login-only and only the caller's: the unread counts behind the
// navigation badge, the five lists of the message centre (reading a page marks it read) and cleaning.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageCleanQuerySchema, MessageListQuerySchema, SysMessageListQuerySchema } from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { cleanMessages } from './clean.ts';
import { eventPage, noticePage } from './lists.ts';
import { unreadCount } from './service.ts';

const EVENT_LISTS = { comment: 'discuss', reply: 'reply', like: 'like' } as const;
const NOTICE_LISTS = ['sys', 'mine'] as const;

const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['messages'];
  const login = { preHandler: requireLogin };

  app.get('/msg/unread', { schema: { tags }, ...login }, async (request) => ok(await unreadCount(app.db, currentUser(request).uid)));

  for (const [path, kind] of Object.entries(EVENT_LISTS)) {
    app.get(`/msg/${path}`, { schema: { tags, querystring: MessageListQuerySchema }, ...login }, async (request) =>
      ok(await eventPage(app.db, currentUser(request).uid, kind, request.query)),
    );
  }

  for (const kind of NOTICE_LISTS) {
    app.get(`/msg/${kind}`, { schema: { tags, querystring: SysMessageListQuerySchema }, ...login }, async (request) =>
      ok(await noticePage(app.db, currentUser(request).uid, kind, request.query, request.lang)),
    );
  }

  app.delete('/msg/clean', { schema: { tags, querystring: MessageCleanQuerySchema }, ...login }, async (request) => {
    await cleanMessages(app.db, currentUser(request).uid, request.query.type, request.query.id);
    return ok(null);
  });
};

export default messagesRoutes;
