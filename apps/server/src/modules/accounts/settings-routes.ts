// Settings centre routes (login): password, e-mail, profile, avatar upload; and the public images they serve.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_RULES,
  ChangeEmailSchema,
  ChangePasswordSchema,
  ChangeUserInfoSchema,
  EmailQuerySchema,
  PublicImageParamsSchema,
} from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { translate } from '../../i18n/messages.ts';
import { acceptAvatar, publicImage } from './avatar.ts';
import { changeEmail, changePassword, changeUserInfo, sendChangeEmailCode } from './settings.ts';

const settingsRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const tags = ['accounts'];
  await app.register(multipart, { limits: { fileSize: ACCOUNT_RULES.avatarMaxBytes, files: 1, fields: 5 } });

  app.post('/change-password', { schema: { tags, body: ChangePasswordSchema }, preValidation: requireLogin }, async (request) => {
    await changePassword(app.db, currentUser(request), request.body);
    return ok(null, translate('Update_Successfully', request.lang));
  });

  app.get('/get-change-email-code', { schema: { tags, querystring: EmailQuerySchema }, preValidation: requireLogin }, async (request) =>
    ok(
      await sendChangeEmailCode(app.db, request.log, request.lang, currentUser(request), request.query.email, request.ip),
      translate('Send_successfully', request.lang),
    ),
  );

  app.post('/change-email', { schema: { tags, body: ChangeEmailSchema }, preValidation: requireLogin }, async (request) =>
    ok(await changeEmail(app.db, currentUser(request), request.body), translate('Update_Successfully', request.lang)),
  );

  app.post('/change-userInfo', { schema: { tags, body: ChangeUserInfoSchema }, preValidation: requireLogin }, async (request) =>
    ok(await changeUserInfo(app.db, currentUser(request), request.body), translate('Update_Successfully', request.lang)),
  );

  app.post('/file/upload-avatar', { schema: { tags }, preValidation: requireLogin }, async (request) => {
    if (!request.isMultipart()) throw badRequest('Avatar_file_required');
    const upload = await request.file();
    if (!upload || upload.fieldname !== 'image') {
      upload?.file.resume();
      throw badRequest('Avatar_file_required');
    }
    return ok(await acceptAvatar(app.db, dataDir, currentUser(request).uid, upload), translate('Upload_Avatar_Successfully', request.lang));
  });

  app.get('/public/img/:name', { schema: { tags, params: PublicImageParamsSchema } }, async (request, reply) => {
    const { content, size, type } = await publicImage(dataDir, request.params.name);
    // Shown inline, but never a document that could run script should a browser render it as one.
    return reply
      .type(type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Length', size)
      .send(content);
  });
};

export default settingsRoutes;
