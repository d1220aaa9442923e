// Messages routes: the unread counts behind the navigation badge.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/app/envelope.ts';
import { currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { unreadCount } from './service.ts';

const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/msg/unread', { schema: { tags: ['messages'] }, preHandler: requireLogin }, async (request) =>
    ok(await unreadCount(app.db, currentUser(request).uid)),
  );
};

export default messagesRoutes;
