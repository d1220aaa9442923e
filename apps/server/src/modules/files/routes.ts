// Files routes: markdown image and file uploads (login, then admin roles or the admins of the group named by gid),
// image deletion (uploader, root, group admins) and the public, hardened serving of uploaded files.
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeleteMarkdownImageQuerySchema, MARKDOWN_UPLOAD_LIMITS, PublicFileParamsSchema } from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { assertMayDelete, assertMayUpload } from './access.ts';
import { attachmentDisposition, hardenUpload, servedType } from './serve.ts';
import { deleteImage, findImage, publicFile, saveFile, saveImage, type Uploader } from './store.ts';

/** The gid field, when sent before the file part; absent or empty means none. */
function gidOf(upload: MultipartFile): number | null {
  const field = upload.fields.gid as MultipartValue<string> | undefined;
  if (field === undefined || field.value === '') return null;
  const gid = Number(field.value);
  if (!Number.isSafeInteger(gid) || gid <= 0) throw badRequest('Md_gid_invalid');
  return gid;
}

/**
 * The one file part named `field` with the uploader's right checked before its bytes are read (the part is drained
 * when refused, or the client would wait on a body nobody reads).
 */
async function acceptedPart(request: FastifyRequest, field: string, missing: MessageKey, fileSize: number) {
  if (!request.isMultipart()) throw badRequest(missing);
  const upload = await request.file({ limits: { fileSize, files: 1, fields: 5 } }).catch((error: { code?: string }) => {
    throw error.code === 'FST_FILES_LIMIT' ? badRequest(missing) : error;
  });
  if (!upload) throw badRequest(missing);
  try {
    if (upload.fieldname !== field) throw badRequest(missing);
    const uploader: Uploader = { uid: currentUser(request).uid, gid: gidOf(upload) };
    await assertMayUpload(request.server.db, currentUser(request), uploader.gid);
    return { upload, uploader };
  } catch (error) {
    upload.file.resume();
    throw error;
  }
}

const filesRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const tags = ['files'];
  await app.register(multipart, { limits: { fileSize: MARKDOWN_UPLOAD_LIMITS.fileMaxBytes, files: 1, fields: 5 } });

  app.post('/file/upload-md-img', { schema: { tags }, preValidation: requireLogin }, async (request) => {
    const { upload, uploader } = await acceptedPart(request, 'image', 'Md_image_required', MARKDOWN_UPLOAD_LIMITS.imageMaxBytes);
    return ok(await saveImage(app.db, dataDir, uploader, upload), translate('Md_upload_successfully', request.lang));
  });

  app.get(
    '/file/delete-md-img',
    { schema: { tags, querystring: DeleteMarkdownImageQuerySchema }, preValidation: requireLogin },
    async (request) => {
      const row = await findImage(app.db, request.query.fileId);
      await assertMayDelete(app.db, currentUser(request), row);
      await deleteImage(app.db, dataDir, row);
      return ok(null, translate('Md_delete_successfully', request.lang));
    },
  );

  app.post('/file/upload-md-file', { schema: { tags }, preValidation: requireLogin }, async (request) => {
    const { upload, uploader } = await acceptedPart(request, 'file', 'Md_file_required', MARKDOWN_UPLOAD_LIMITS.fileMaxBytes);
    return ok(await saveFile(app.db, dataDir, uploader, upload), translate('Md_upload_successfully', request.lang));
  });

  app.get('/public/file/:name', { schema: { tags, params: PublicFileParamsSchema } }, async (request, reply) => {
    const { content, size, contentType, originalName } = await publicFile(app.db, dataDir, request.params.name);
    return hardenUpload(reply)
      .type(servedType(contentType))
      .header('Content-Disposition', attachmentDisposition(originalName))
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Length', size)
      .send(content);
  });
};

export default filesRoutes;
