// Accounts routes: login, admin login, logout, auth info and the slide verification challenge.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginSchema, SlideVerifySchema } from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { clientOf, currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { translate } from '../../i18n/messages.ts';
import type { SessionPolicy } from './sessions.ts';
import { authInfo, getUserInfo, login, logout } from './service.ts';
import { createSlideChallenge, verifySlideChallenge } from './slide-captcha.ts';

const accountsRoutes: FastifyPluginAsyncZod<{ policy: SessionPolicy }> = async (app, { policy }) => {
  const tags = ['accounts'];

  for (const [url, adminOnly] of [
    ['/login', false],
    ['/admin/login', true],
  ] as const) {
    app.post(
      url,
      { schema: { tags, body: LoginSchema }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
      async (request, reply) => {
        const { token, user } = await login(app.db, policy, request.body, clientOf(request), { adminOnly });
        reply.header('Authorization', token);
        return ok(user, translate('Welcome_Back', request.lang));
      },
    );
  }

  for (const url of ['/logout', '/admin/logout']) {
    app.get(url, { schema: { tags }, preHandler: requireLogin }, async (request) => {
      await logout(app.db, currentUser(request).sessionId);
      return ok(null, translate('Logout_success', request.lang));
    });
  }

  app.get('/get-user-auth-info', { schema: { tags }, preHandler: requireLogin }, async (request) =>
    ok(authInfo(currentUser(request).role)),
  );

  app.get('/get-user-info', { schema: { tags }, preHandler: requireLogin }, async (request) => {
    const info = await getUserInfo(app.db, currentUser(request).uid);
    if (!info) throw notFound();
    return ok(info);
  });

  app.get('/get-slide-captcha', { schema: { tags }, config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async () =>
    ok(await createSlideChallenge(app.db)),
  );

  app.post(
    '/check-slide-captcha',
    { schema: { tags, body: SlideVerifySchema }, config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request) =>
      ok(await verifySlideChallenge(app.db, request.body.captchaId, request.body.x, { ip: request.ip, username: request.body.username })),
  );
};

export default accountsRoutes;
