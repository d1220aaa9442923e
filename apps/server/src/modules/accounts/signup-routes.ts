// Registration and password-reset routes: e-mail codes, the availability check, captcha, register, reset.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplyResetPasswordSchema,
  CheckUsernameOrEmailSchema,
  EmailQuerySchema,
  RegisterSchema,
  ResetPasswordSchema,
} from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { translate } from '../../i18n/messages.ts';
import { createCaptcha } from './captcha.ts';
import { checkUsernameOrEmail, register, sendRegisterCode } from './register.ts';
import { applyResetPassword, resetPassword } from './reset.ts';

const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['accounts'];

  app.get('/get-register-code', { schema: { tags, querystring: EmailQuerySchema } }, async (request) =>
    ok(
      await sendRegisterCode(app.db, request.log, request.lang, request.query.email, request.ip),
      translate('Register_Send_Email_Msg', request.lang),
    ),
  );

  app.post(
    '/check-username-or-email',
    { schema: { tags, body: CheckUsernameOrEmailSchema }, config: { rateLimit: { max: 120, timeWindow: 60_000 } } },
    async (request) => ok(await checkUsernameOrEmail(app.db, request.body)),
  );

  app.get('/captcha', { schema: { tags }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async () =>
    ok(await createCaptcha(app.db)),
  );

  app.post(
    '/register',
    { schema: { tags, body: RegisterSchema }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      await register(app.db, request.body);
      return ok(null, translate('Thanks_for_registering', request.lang));
    },
  );

  app.post('/apply-reset-password', { schema: { tags, body: ApplyResetPasswordSchema } }, async (request) => {
    const sent = await applyResetPassword(app.db, request.log, request.lang, request.body, { ip: request.ip });
    return ok(sent, translate('ResetPwd_Send_Email_Msg', request.lang));
  });

  app.post(
    '/reset-password',
    { schema: { tags, body: ResetPasswordSchema }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      await resetPassword(app.db, request.body);
      return ok(null, translate('Reset_password_success', request.lang));
    },
  );
};

export default signupRoutes;
