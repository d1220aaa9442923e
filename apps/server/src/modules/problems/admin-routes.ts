// Problem administration routes: problem CRUD, tags and classifications, test data upload and download.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProblemListQuerySchema,
  ChangeProblemAuthSchema,
  ClassificationDeleteQuerySchema,
  ClassificationListQuerySchema,
  ClassificationSaveSchema,
  ClassificationUpdateSchema,
  ProblemPidQuerySchema,
  ProblemSavePayloadSchema,
  TagCreateSchema,
  TagDeleteQuerySchema,
  TagUpdateSchema,
  UploadTestcaseQuerySchema,
} from '@verdict/shared';
import { currentUser, requireAdmin, requireLogin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { AppError, badRequest } from '../../plugins/app/errors.ts';
import { assertGroupAdmin } from '../membership/index.ts';
import { problemPorts } from './ports.ts';
import { requireTagManager } from './admin-access.ts';
import { saveProblem } from './admin-save.ts';
import {
  adminProblemCases,
  changeProblemAuth,
  deleteProblem,
  getAdminProblem,
  listAdminProblems,
  testcaseDownload,
} from './admin-service.ts';
import {
  createClassification,
  createTag,
  deleteClassification,
  deleteTag,
  listAdminTags,
  listClassifications,
  updateClassification,
  updateTag,
} from './admin-tags.ts';
import { acceptTestcaseArchive, ZIP_LIMITS, type ExtractionLimit } from './testcase-zip.ts';

/** A save carries statements, typed-in cases (up to 1 MiB of text each) and checker files. */
export const SAVE_BODY_LIMIT = 64 * 1024 * 1024;
const TOO_LARGE = () => new AppError(413, 'Admin_testcase_zip_too_large', { mb: ZIP_LIMITS.archiveBytes / 1024 / 1024 });

const adminProblemsRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const tags = ['admin-problems'];
  await app.register(multipart, { limits: { fileSize: ZIP_LIMITS.archiveBytes, files: 1, fields: 10 } });

  app.get(
    '/admin/problem/get-problem-list',
    { schema: { tags, querystring: AdminProblemListQuerySchema }, preValidation: requireAdmin },
    async (request) => ok(await listAdminProblems(app.db, currentUser(request), request.query)),
  );

  app.get('/admin/problem', { schema: { tags, querystring: ProblemPidQuerySchema }, preValidation: requireAdmin }, async (request) =>
    ok(await getAdminProblem(app.db, currentUser(request), request.query.pid)),
  );

  app.post(
    '/admin/problem',
    { schema: { tags, body: ProblemSavePayloadSchema }, preValidation: requireAdmin, bodyLimit: SAVE_BODY_LIMIT },
    async (request) => ok(await saveProblem(app.db, dataDir, currentUser(request), request.body, 'create')),
  );

  app.put(
    '/admin/problem',
    { schema: { tags, body: ProblemSavePayloadSchema }, preValidation: requireAdmin, bodyLimit: SAVE_BODY_LIMIT },
    async (request) => ok(await saveProblem(app.db, dataDir, currentUser(request), request.body, 'update')),
  );

  app.delete('/admin/problem', { schema: { tags, querystring: ProblemPidQuerySchema }, preValidation: requireAdmin }, async (request) => {
    await deleteProblem(app.db, currentUser(request), request.query.pid);
    return ok(null);
  });

  app.put(
    '/admin/problem/change-problem-auth',
    { schema: { tags, body: ChangeProblemAuthSchema }, preValidation: requireAdmin },
    async (request) => {
      await changeProblemAuth(app.db, currentUser(request), request.body.pid, request.body.auth);
      return ok(null);
    },
  );

  app.get(
    '/admin/problem/get-problem-cases',
    { schema: { tags, querystring: ProblemPidQuerySchema }, preValidation: requireAdmin },
    async (request) => ok(await adminProblemCases(app.db, dataDir, currentUser(request), request.query.pid)),
  );

  app.post(
    '/file/upload-testcase-zip',
    { schema: { tags, querystring: UploadTestcaseQuerySchema }, preValidation: requireLogin },
    async (request) => {
      // A group's admins upload for its problems, within its test data quota; otherwise the admin roles.
      const { gid } = request.query;
      if (gid !== undefined) await assertGroupAdmin(app.db, gid, currentUser(request));
      else await requireAdmin(request);
      if (!request.isMultipart()) throw badRequest('Admin_testcase_file_required');
      let upload;
      try {
        upload = await request.file();
      } catch (error) {
        throw (error as { code?: string }).code === 'FST_FILES_LIMIT' ? badRequest('Admin_testcase_file_required') : error;
      }
      if (!upload) throw badRequest('Admin_testcase_file_required');
      const refusal =
        upload.fieldname !== 'file' ? 'Admin_testcase_file_required' : /\.zip$/i.test(upload.filename) ? null : 'Admin_testcase_not_zip';
      if (refusal) {
        // Drain the part, or the client waits on a body nobody reads.
        upload.file.resume();
        throw badRequest(refusal);
      }
      try {
        const uid = currentUser(request).uid;
        const group =
          gid === undefined
            ? undefined
            : {
                owner: { gid, uid },
                withinQuota: <T>(extract: (limit: ExtractionLimit) => Promise<T>) =>
                  problemPorts().withinGroupUploadQuota(app.db, dataDir, gid, uid, extract),
              };
        return ok(await acceptTestcaseArchive(dataDir, upload.file, request.query.mode, () => upload.file.truncated, group));
      } catch (error) {
        throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? TOO_LARGE() : error;
      }
    },
  );

  app.get(
    '/file/download-testcase',
    { schema: { tags, querystring: ProblemPidQuerySchema }, preValidation: requireLogin },
    async (request, reply) => {
      const { fileName, zip } = await testcaseDownload(app.db, dataDir, currentUser(request), request.query.pid);
      return reply.type('application/zip').header('content-disposition', `attachment; filename="${fileName}"`).send(zip);
    },
  );

  app.get('/admin/tag', { schema: { tags }, preValidation: requireTagManager }, async () => ok(await listAdminTags(app.db)));

  app.post('/admin/tag', { schema: { tags, body: TagCreateSchema }, preValidation: requireTagManager }, async (request) =>
    ok(await createTag(app.db, request.body)),
  );

  app.put('/admin/tag', { schema: { tags, body: TagUpdateSchema }, preValidation: requireTagManager }, async (request) => {
    const { id, ...tag } = request.body;
    return ok(await updateTag(app.db, id, tag));
  });

  app.delete('/admin/tag', { schema: { tags, querystring: TagDeleteQuerySchema }, preValidation: requireTagManager }, async (request) => {
    await deleteTag(app.db, request.query.tid);
    return ok(null);
  });

  app.get(
    '/admin/tag/classification',
    { schema: { tags, querystring: ClassificationListQuerySchema }, preValidation: requireTagManager },
    async (request) => ok(await listClassifications(app.db, request.query.oj)),
  );

  app.post(
    '/admin/tag/classification',
    { schema: { tags, body: ClassificationSaveSchema }, preValidation: requireTagManager },
    async (request) => ok(await createClassification(app.db, request.body)),
  );

  app.put(
    '/admin/tag/classification',
    { schema: { tags, body: ClassificationUpdateSchema }, preValidation: requireTagManager },
    async (request) => {
      const { id, ...classification } = request.body;
      return ok(await updateClassification(app.db, id, classification));
    },
  );

  app.delete(
    '/admin/tag/classification',
    { schema: { tags, querystring: ClassificationDeleteQuerySchema }, preValidation: requireTagManager },
    async (request) => {
      await deleteClassification(app.db, request.query.id);
      return ok(null);
    },
  );
};

export default adminProblemsRoutes;
