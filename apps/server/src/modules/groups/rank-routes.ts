// Group rank, avatar and disband-code routes (issue 15; spec 002 §7 "Groups"): the members' rank, the group
// root's avatar upload and the identity code that confirms a disband (DELETE /api/group spends it).
import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_RULES, EmailQuerySchema, GroupIdQuerySchema, GroupRankQuerySchema } from '@verdict/shared';
import { translate } from '../../i18n/messages.ts';
import { currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { sendVerifyCode } from '../accounts/index.ts';
import { uploadGroupAvatar } from './avatar.ts';
import { groupRankList } from './rank.ts';

const groupRankRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const tags = ['groups'];
  await app.register(multipart, { limits: { fileSize: ACCOUNT_RULES.avatarMaxBytes, files: 1, fields: 5 } });

  app.get('/group/get-group-rank-list', { schema: { tags, querystring: GroupRankQuerySchema } }, async (request) =>
    ok(await groupRankList(app.db, request.query, request.user)),
  );

  app.get(
    '/group/get-verify-email-code',
    { schema: { tags, querystring: EmailQuerySchema }, preValidation: requireLogin },
    async (request) =>
      ok(
        await sendVerifyCode(app.db, request.log, request.lang, currentUser(request).uid, request.query.email, request.ip),
        translate('Send_successfully', request.lang),
      ),
  );

  // Multipart: the field gid comes before the file image, so the rights are checked before the file is read.
  app.post('/file/upload-group-avatar', { schema: { tags }, preValidation: requireLogin }, async (request) => {
    if (!request.isMultipart()) throw badRequest('Avatar_file_required');
    let gid: number | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'gid') {
        const parsed = GroupIdQuerySchema.safeParse({ gid: part.value });
        if (!parsed.success) throw badRequest('Group_id_required');
        gid = parsed.data.gid;
      } else if (part.type === 'file') {
        return ok(await acceptImage(part, gid), translate('Upload_Avatar_Successfully', request.lang));
      }
    }
    throw badRequest('Avatar_file_required');

    function acceptImage(upload: MultipartFile, id: number | undefined) {
      if (upload.fieldname !== 'image' || id === undefined) {
        upload.file.resume();
        throw badRequest(id === undefined ? 'Group_avatar_gid_first' : 'Avatar_file_required');
      }
      return uploadGroupAvatar(app.db, dataDir, currentUser(request), id, upload);
    }
  });
};

export default groupRankRoutes;
