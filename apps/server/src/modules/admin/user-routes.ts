// Users in the back office (root): list, edit, delete, batch import, generation and its download (reference §10).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDeleteUsersSchema,
  AdminEditUserSchema,
  AdminGenerateUsersSchema,
  AdminImportUsersSchema,
  AdminUserListQuerySchema,
  GeneratedUsersKeySchema,
} from '@verdict/shared';
import { currentUser, requireSuperAdmin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { translate } from '../../i18n/messages.ts';
import { adminUserPage } from '../accounts/index.ts';
import { generateUsers, takeGeneratedWorkbook } from './user-generate.ts';
import { importUsers } from './user-import.ts';
import { deleteUsers, editUser } from './users.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireSuperAdmin);

  app.get('/admin/user/get-user-list', { schema: { tags, querystring: AdminUserListQuerySchema } }, async (request) =>
    ok(await adminUserPage(app.db, request.query)),
  );

  app.put('/admin/user/edit-user', { schema: { tags, body: AdminEditUserSchema } }, async (request) => {
    await editUser(app.db, currentUser(request).uid, request.body);
    return ok(null, translate('Update_Successfully', request.lang));
  });

  app.delete(
    '/admin/user/delete-user',
    { schema: { tags, body: AdminDeleteUsersSchema, querystring: AdminDeleteUsersSchema } },
    async (request) => {
      const ids = request.body?.ids ?? request.query?.ids;
      if (!ids?.length) throw badRequest('User_ids_required');
      const deleted = await deleteUsers(app.db, currentUser(request).uid, ids);
      return ok({ deleted }, translate('Delete_successfully', request.lang));
    },
  );

  app.post('/admin/user/insert-batch-user', { schema: { tags, body: AdminImportUsersSchema } }, async (request) => {
    const result = await importUsers(app.db, request.body.users, request.lang);
    return ok(result, translate('User_import_done', request.lang, { inserted: result.inserted, failed: result.failures.length }));
  });

  app.post('/admin/user/generate-user', { schema: { tags, body: AdminGenerateUsersSchema } }, async (request) => {
    const result = await generateUsers(app.db, currentUser(request).uid, request.body, request.lang);
    return ok(result, translate('User_generate_done', request.lang, { created: result.created, failed: result.failures.length }));
  });

  app.get('/file/generate-user-excel', { schema: { tags, querystring: GeneratedUsersKeySchema } }, async (request, reply) => {
    const { fileName, body } = await takeGeneratedWorkbook(app.db, request.query.key);
    return reply.type(XLSX).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
  });
};

export default adminUserRoutes;
