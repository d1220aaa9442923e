// Back-office e-mail settings (super admin): the SMTP server, read without its password, saved, and tested.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailConfigSchema, TestEmailSchema } from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { requireSuperAdmin } from '../../plugins/app/auth.ts';
import { translate } from '../../i18n/messages.ts';
import { getEmailConfig, saveEmailConfig, sendTestMail } from '../accounts/index.ts';

const emailConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get('/admin/config/get-email-config', { schema: { tags }, preValidation: requireSuperAdmin }, async () =>
    ok(await getEmailConfig(app.db)),
  );

  app.put(
    '/admin/config/set-email-config',
    { schema: { tags, body: EmailConfigSchema }, preValidation: requireSuperAdmin },
    async (request) => ok(await saveEmailConfig(app.db, request.body), translate('Update_Successfully', request.lang)),
  );

  app.post('/admin/config/test-email', { schema: { tags, body: TestEmailSchema }, preValidation: requireSuperAdmin }, async (request) => {
    await sendTestMail(app.db, request.log, request.lang, request.body.email);
    return ok(null, translate('Test_email_sent', request.lang));
  });
};

export default emailConfigRoutes;
