// Problem batch routes (root and problem admins): import a problem file as a background job and poll it,
// export problems as an HOJ zip or FPS XML, and verify problems by judging their reference solutions.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ExportProblemQuerySchema,
  IMPORT_FILE_MAX_BYTES,
  ImportJobQuerySchema,
  ImportProblemQuerySchema,
  SolutionVerdictsQuerySchema,
  VerifySolutionsSchema,
} from '@verdict/shared';
import { currentUser, sessionGuard } from '../../../plugins/app/auth.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { AppError, badRequest, forbidden, notFound } from '../../../plugins/app/errors.ts';
import { managesAllProblems } from '../../problems/index.ts';
import { exportFileName, prepareExport, writeExport } from '../export/index.ts';
import { importProblemFile } from '../import/index.ts';
import { ImportJobs } from './import-jobs.ts';
import { solutionVerdicts, startVerification } from './verification.ts';

const requireProblemBankManager = sessionGuard((request) => {
  if (!managesAllProblems(currentUser(request))) throw forbidden('Batch_manager_only');
});

const IMPORT_EXTENSIONS = /\.(xml|zip)$/i;
const TOO_LARGE = () => new AppError(413, 'Batch_file_too_large', { mb: IMPORT_FILE_MAX_BYTES / 1024 / 1024 });
/** Uploads left behind by a crash are removed at start once this old. */
const STALE_UPLOAD_MS = 24 * 3_600_000;

function purgeStaleUploads(dir: string, now = Date.now()): void {
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const file = path.join(dir, name);
    if (now - fs.statSync(file).mtimeMs > STALE_UPLOAD_MS) fs.rmSync(file, { force: true, recursive: true });
  }
}

const problemBatchRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const tags = ['problem-batch'];
  const uploads = path.join(dataDir, 'imports');
  purgeStaleUploads(uploads);
  const jobs = new ImportJobs(app.db);
  app.addHook('onClose', () => jobs.settle());
  await app.register(multipart, { limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 10 } });

  app.post(
    '/file/import-problem',
    { schema: { tags, querystring: ImportProblemQuerySchema }, preValidation: requireProblemBankManager },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('Batch_file_required');
      const upload = await request.file().catch((error: { code?: string }) => {
        throw error.code === 'FST_FILES_LIMIT' ? badRequest('Batch_file_required') : error;
      });
      if (!upload || upload.fieldname !== 'file' || !IMPORT_EXTENSIONS.test(upload.filename)) {
        // Drain the part, or the client waits on a body nobody reads.
        upload?.file.resume();
        throw badRequest(upload?.fieldname === 'file' ? 'Batch_file_type_invalid' : 'Batch_file_required');
      }
      fs.mkdirSync(uploads, { recursive: true });
      const file = path.join(uploads, `${randomUUID()}${path.extname(upload.filename).toLowerCase()}`);
      try {
        await pipeline(upload.file, fs.createWriteStream(file));
        if (upload.file.truncated) throw TOO_LARGE();
      } catch (error) {
        fs.rmSync(file, { force: true });
        throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? TOO_LARGE() : error;
      }
      const user = currentUser(request);
      const { lang } = request;
      const jobId = await jobs.start(user.uid, upload.filename, file, lang, (hooks) =>
        importProblemFile(app.db, dataDir, user, file, lang, { format: request.query.format, hidden: request.query.hidden, ...hooks }),
      );
      return ok({ jobId });
    },
  );

  app.get(
    '/admin/problem/import-progress',
    { schema: { tags, querystring: ImportJobQuerySchema }, preValidation: requireProblemBankManager },
    async (request) => {
      const view = await jobs.view(request.query.jobId, currentUser(request).uid, request.lang);
      if (!view) throw notFound('Batch_import_job_unknown');
      return ok(view);
    },
  );

  app.get(
    '/file/export-problem',
    { schema: { tags, querystring: ExportProblemQuerySchema }, preValidation: requireProblemBankManager },
    async (request, reply) => {
      const { pids, format } = request.query;
      const prepared = await prepareExport(app.db, dataDir, pids, format);
      const body = new PassThrough();
      writeExport(app.db, dataDir, prepared, body).then(
        () => !body.writableEnded && body.end(),
        (error: unknown) => {
          request.log.error({ err: error }, 'problem export failed');
          body.destroy(error as Error);
        },
      );
      return reply
        .type(format === 'hoj' ? 'application/zip' : 'application/xml')
        .header('content-disposition', `attachment; filename="${exportFileName(format)}"`)
        .send(body);
    },
  );

  app.post(
    '/admin/problem/verify-solutions',
    { schema: { tags, body: VerifySolutionsSchema }, preValidation: requireProblemBankManager },
    async (request) => ok(await startVerification(app.db, currentUser(request).uid, request.body.pids)),
  );

  app.get(
    '/admin/problem/solution-verdicts',
    { schema: { tags, querystring: SolutionVerdictsQuerySchema }, preValidation: requireProblemBankManager },
    async (request) => ok(await solutionVerdicts(app.db, request.query.pids)),
  );
};

export default problemBatchRoutes;
