// Problem batch routes on both backends: an uploaded file imports as a job whose progress and report are read
// back by its owner only; refused uploads; export downloads; verification refuses unknown problems and an
// empty judge pool, and verdicts read back as never verified. Judging the solutions runs in the judge project
// (apps/judge/test/verify-solutions.test.ts); round trips of the formats in export/export.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportJobView, ImportReport } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../../test/helper.ts';
import { users } from '../../accounts/tables.ts';
import { call, multipartBody, roleSessions, unzip } from '../../problems/admin-test-kit.ts';
import { importJobs } from '../tables.ts';
import { IMPORT_JOB_LOST_MS, ImportJobs } from './import-jobs.ts';

const FPS = path.resolve(import.meta.dirname, '../../../../../../test-data/fps/aplusb-multilang.xml');
const TIMEOUT = 120_000;

describe.each(BACKENDS)('problem batch routes on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>>;

  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await roleSessions(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(token: string, filename: string, content: Buffer, query = '') {
    const res = await t.request({ method: 'POST', url: `/api/file/import-problem${query}`, token, ...multipartBody(filename, content) });
    return { code: res.statusCode, body: JSON.parse(res.body) };
  }

  async function finished(token: string, jobId: string): Promise<ImportJobView> {
    for (;;) {
      const { body } = await call(t, 'GET', `/api/admin/problem/import-progress?jobId=${jobId}`, token);
      if (body.data.state !== 'running') return body.data;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  let imported: { pid: number; problemId: string; title: string };

  it('imports an uploaded FPS file as a job and reports it to its owner', { timeout: TIMEOUT }, async () => {
    const started = await upload(s.problemAdmin, 'aplusb-multilang.xml', fs.readFileSync(FPS));
    expect(started.body.status).toBe(200);
    const job = await finished(s.problemAdmin, started.body.data.jobId);
    expect(job).toMatchObject({ fileName: 'aplusb-multilang.xml', format: 'fps', state: 'done', progress: 1 });
    expect(job.report.failed).toEqual([]);
    expect(job.report.imported).toEqual([expect.objectContaining({ title: 'A+B Problem', solutions: 8 })]);
    [imported] = job.report.imported;

    const other = await call(t, 'GET', `/api/admin/problem/import-progress?jobId=${started.body.data.jobId}`, s.root);
    expect([other.code, other.body.msg]).toEqual([404, 'The import job does not exist or has expired']);
    expect(fs.readdirSync(path.join(t.dataDir, 'imports'))).toEqual([]);
  });

  it('a job run by one API host is read through another: running with its progress, then done; a running job without news reads as failed', async () => {
    const uidOf = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0].uid;
    const [owner, other] = [await uidOf('root'), await uidOf('user1')];
    // Two hosts: two job services on the one database; the import runs on A, the polls reach B.
    const [hostA, hostB] = [new ImportJobs(t.db), new ImportJobs(t.db)];
    const file = path.join(t.dataDir, 'two-hosts.xml');
    fs.writeFileSync(file, '<fps/>');
    const halfway: ImportReport = { imported: [{ pid: 1, problemId: 'P1', title: 'One', solutions: 0 }], skipped: [], failed: [] };
    const final: ImportReport = { ...halfway, skipped: [{ title: 'Two', why: 'exists' }] };
    let finish = (_report: ImportReport) => {};
    const jobId = await hostA.start(owner, 'set.xml', file, 'en-US', ({ onProgress, onFormat }) => {
      onFormat('fps');
      onProgress(halfway, 0.5);
      return new Promise((resolve) => (finish = resolve));
    });
    await expect
      .poll(() => hostB.view(jobId, owner, 'en-US'))
      .toEqual({ jobId, fileName: 'set.xml', format: 'fps', state: 'running', progress: 0.5, report: halfway });
    expect(await hostB.view(jobId, other, 'en-US')).toBeNull();
    finish(final);
    await hostA.settle();
    expect(await hostB.view(jobId, owner, 'en-US')).toMatchObject({ state: 'done', progress: 1, report: final });
    expect(fs.existsSync(file)).toBe(false);

    // A host killed mid-import leaves its job running with no more news: after 10 minutes it reads as failed.
    fs.writeFileSync(file, '<fps/>');
    const lostId = await hostA.start(owner, 'lost.xml', file, 'zh-CN', () => new Promise((resolve) => (finish = resolve)));
    const silentFor = sql`now() - make_interval(secs => ${IMPORT_JOB_LOST_MS / 1000 + 1})`;
    await t.db.update(importJobs).set({ gmtModified: silentFor }).where(eq(importJobs.jobId, lostId));
    expect(await hostB.view(lostId, owner, 'en-US')).toMatchObject({
      state: 'failed',
      report: { failed: [{ title: '', why: 'The import was interrupted: the server running it stopped. Upload the file again' }] },
    });
    finish(final);
    await hostA.settle();
  });

  // PGlite's now() is this process's clock: only PostgreSQL has a clock of its own for a host to be off from.
  it.runIf(backend === 'postgres')('a job run by a host whose clock is 11 minutes behind is not taken for lost', async () => {
    const [{ uid }] = await t.db.select().from(users).where(eq(users.username, 'root'));
    const file = path.join(t.dataDir, 'skewed.xml');
    fs.writeFileSync(file, '<fps/>');
    const report: ImportReport = { imported: [], skipped: [], failed: [] };
    const skewedHost = new ImportJobs(t.db);
    let finish = (_report: ImportReport) => {};
    // Only Date moves: timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - IMPORT_JOB_LOST_MS - 60_000 });
    try {
      const jobId = await skewedHost.start(uid, 'skewed.xml', file, 'en-US', ({ onProgress }) => {
        onProgress(report, 0.25);
        return new Promise((resolve) => (finish = resolve));
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      vi.useRealTimers();
      expect(await new ImportJobs(t.db).view(jobId, uid, 'en-US')).toMatchObject({ state: 'running', progress: 0.25 });
    } finally {
      vi.useRealTimers();
      finish(report);
      await skewedHost.settle();
    }
  });

  it('saves every problem hidden when asked, whatever the file says', { timeout: TIMEOUT }, async () => {
    const started = await upload(s.root, 'aplusb-multilang.xml', fs.readFileSync(FPS), '?hidden=true');
    const job = await finished(s.root, started.body.data.jobId);
    const [problem] = job.report.imported;
    expect((await call(t, 'GET', `/api/admin/problem?pid=${problem.pid}`, s.root)).body.data.auth).toBe(2);
    expect((await call(t, 'GET', `/api/admin/problem?pid=${imported.pid}`, s.root)).body.data.auth).toBe(1);
  });

  it('reports a file that is not what it says as a failed job, with the reason', { timeout: TIMEOUT }, async () => {
    const started = await upload(s.root, 'broken.xml', Buffer.from('not xml at all'));
    const job = await finished(s.root, started.body.data.jobId);
    expect(job.report.imported).toEqual([]);
    expect(job.report.failed).toHaveLength(1);
    expect(job.report.failed[0].why).toMatch(/\S/);
  });

  it('refuses uploads without a file, of another type, with an unknown format, and from other roles', async () => {
    const noFile = await call(t, 'POST', '/api/file/import-problem', s.root, {});
    expect([noFile.code, noFile.body.msg]).toEqual([400, 'Choose a file to import (form field "file")']);
    const wrongType = await upload(s.root, 'problems.rar', Buffer.from('x'));
    expect([wrongType.code, wrongType.body.msg]).toEqual([400, 'Only .xml and .zip files can be imported']);
    const wrongField = await t.request({
      method: 'POST',
      url: '/api/file/import-problem',
      token: s.root,
      ...multipartBody('a.xml', Buffer.from('x'), 'upload'),
    });
    expect(wrongField.statusCode).toBe(400);
    const format = await upload(s.root, 'a.zip', Buffer.from('x'), '?format=polygon');
    expect([format.code, format.body.msg]).toEqual([400, 'The format must be fps, hoj, qduoj or hydro']);
    for (const token of [s.admin, s.user]) {
      const refused = await upload(token, 'a.xml', Buffer.from('<fps/>'));
      expect([refused.code, refused.body.msg]).toEqual([
        403,
        'Only super admins and problem admins may import, export and verify problems',
      ]);
    }
    expect(fs.readdirSync(path.join(t.dataDir, 'imports'))).toEqual([]);
  });

  it('exports the imported problem as FPS XML and as an HOJ zip, as attachments', { timeout: TIMEOUT }, async () => {
    const xml = await t.request({ method: 'GET', url: `/api/file/export-problem?pids=${imported.pid}&format=fps`, token: s.root });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-disposition']).toMatch(/^attachment; filename="problem_export_\d+\.xml"$/);
    expect(xml.body).toContain('A+B Problem');
    const zip = await t.request({ method: 'GET', url: `/api/file/export-problem?pids=${imported.pid}&format=hoj`, token: s.root });
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="problem_export_\d+\.zip"$/);
    const files = await unzip(zip.rawPayload);
    expect(Object.keys(files)).toContain(`problem_${imported.problemId}.json`);
  });

  it('refuses exports and verifications of unknown problems or bad lists, naming what is wrong', async () => {
    const missing = await call(t, 'GET', `/api/file/export-problem?pids=${imported.pid},987654&format=fps`, s.root);
    expect([missing.code, missing.body.msg]).toEqual([404, 'No problem with the id 987654']);
    const empty = await call(t, 'GET', '/api/file/export-problem?pids=&format=fps', s.root);
    expect([empty.code, empty.body.msg]).toEqual([400, 'Choose at least one problem']);
    const junk = await call(t, 'POST', '/api/admin/problem/verify-solutions', s.root, { pids: ['x'] });
    expect([junk.code, junk.body.msg]).toEqual([400, 'The problem id list is not valid']);
    const many = await call(t, 'POST', '/api/admin/problem/verify-solutions', s.root, {
      pids: Array.from({ length: 501 }, (_, i) => i + 1),
    });
    expect([many.code, many.body.msg]).toEqual([400, 'At most 500 problems at a time']);
    const unknown = await call(t, 'GET', '/api/admin/problem/solution-verdicts?pids=987654', s.root);
    expect(unknown.code).toBe(404);
  });

  it('reads every solution as never verified, and refuses to verify with no judge server online', async () => {
    const { body } = await call(t, 'GET', `/api/admin/problem/solution-verdicts?pids=${imported.pid}`, s.problemAdmin);
    expect(body.data).toEqual([
      expect.objectContaining({
        pid: imported.pid,
        problemId: imported.problemId,
        title: 'A+B Problem',
        solutions: expect.arrayContaining([expect.objectContaining({ status: null, verifiedAt: null })]),
      }),
    ]);
    expect(body.data[0].solutions).toHaveLength(8);
    expect(
      body.data[0].solutions
        .filter((v: { language: string | null }) => v.language === null)
        .map((v: { sourceLanguage: string }) => v.sourceLanguage),
    ).toEqual(['Fortran']);
    const offline = await call(t, 'POST', '/api/admin/problem/verify-solutions', s.root, { pids: [imported.pid] });
    expect([offline.code, offline.body.msg]).toEqual([503, 'No judge server is online to verify with']);
  });
});
