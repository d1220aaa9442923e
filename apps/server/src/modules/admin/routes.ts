// Back-office routes (super admin): a user's login sessions, listed and ended.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EndSessionQuerySchema, UserSessionsQuerySchema } from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { requireSuperAdmin } from '../../plugins/app/auth.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { listUserSessions, revokeSession, revokeUserSessions } from '../accounts/index.ts';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireSuperAdmin);

  app.get('/admin/user/sessions', { schema: { tags, querystring: UserSessionsQuerySchema } }, async (request) =>
    ok(await listUserSessions(app.db, request.query.uid)),
  );

  app.delete('/admin/user/sessions', { schema: { tags, querystring: UserSessionsQuerySchema } }, async (request) =>
    ok({ ended: await revokeUserSessions(app.db, request.query.uid) }),
  );

  app.delete('/admin/user/session', { schema: { tags, querystring: EndSessionQuerySchema } }, async (request) => {
    if (!(await revokeSession(app.db, request.query.id))) throw notFound();
    return ok(null);
  });
};

export default adminRoutes;
