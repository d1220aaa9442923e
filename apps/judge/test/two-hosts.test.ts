// Scaling out (issue 20): two API processes on one PostgreSQL database, each with its own DATA_DIR, and judge
// workers (processes of their own) each talking to one of them. Test data created through host A — typed in, a zip
// upload (saved through host B) and an FPS import — is judged by a worker pulling from host B; an avatar, a markdown
// image and an imported statement image uploaded through A are served by B; a case edited through B is judged with
// the new data by a worker on A; a file missing from the store is a System Error naming the problem and the case,
// and a 404 in the envelope; what B deletes is swept from the database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { randomBytes, randomInt } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, JUDGE_SECRET_HEADER } from '@verdict/shared';
import { openTestDatabaseUrl, BACKENDS } from '../../server/src/test/helper.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(REPO, 'node_modules/tsx/dist/esm/index.mjs');
const SECRET = 'two-hosts-judge-secret';
const PASSWORD = 'Root1234';
const SUM = 'a, b = map(int, input().split())\nprint(a + b)\n';
/** A 1×1 PNG; a random text chunk after its end keeps each upload's bytes unique. */
const png = () =>
  Buffer.concat([
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
    randomBytes(16),
  ]);

interface Host {
  name: string;
  url: string;
  dataDir: string;
  process: ChildProcess;
  log: string[];
}

const children: ChildProcess[] = [];
const dirs: string[] = [];

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function spawnLogged(name: string, args: string[], env: NodeJS.ProcessEnv, log: string[]): ChildProcess {
  const child = spawn(process.execPath, ['--import', TSX, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  children.push(child);
  const keep = (chunk: Buffer) =>
    log.push(
      ...chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${name}] ${line}`),
    );
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return child;
}

/** An API host process on the shared database with a DATA_DIR of its own; answers once it listens. */
async function startHost(name: string, databaseUrl: string): Promise<Host> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `verdict-host-${name}-`));
  dirs.push(dataDir);
  const log: string[] = [];
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    JUDGE_WORKERS: '0',
    JUDGE_SECRET: SECRET,
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'info',
    // A sweep every second; a file unreferenced for 2 s goes (an hour by default).
    FILE_SWEEP_INTERVAL_S: '1',
    FILE_SWEEP_GRACE_S: '2',
  };
  const child = spawnLogged(name, [path.join(import.meta.dirname, 'fixtures/api-host.ts')], env, log);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = log.map((line) => /^\[\w+\] (\{"url":.*\})$/.exec(line)?.[1]).find(Boolean);
    if (ready) return { name, url: (JSON.parse(ready) as { url: string }).url, dataDir, process: child, log };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`host ${name} did not start:\n${log.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A judge worker process that talks to one host only. */
function startWorker(host: Host, log: string[]): ChildProcess {
  return spawnLogged(
    `worker-${host.name}`,
    [path.join(REPO, 'apps/cli/src/index.ts'), 'worker', '--server', host.url, '--concurrency', '1', '--name', `worker-${host.name}`],
    { PATH: process.env.PATH, HOME: process.env.HOME, VERDICT_JUDGE_SECRET: SECRET, TSX_DISABLE_CACHE: process.env.TSX_DISABLE_CACHE },
    log,
  );
}

interface Answer {
  status: number;
  body: { status: number; msg: string; data: any };
}

async function api(host: Host, method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': 'en-US' };
  if (token) headers.authorization = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${host.url}${url}`, { method, headers, body: payload });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const form = (field: string, fileName: string, content: Buffer) => {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(content)]), fileName);
  return data;
};

async function bytesAt(host: Host, url: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(`${host.url}${url}`);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const payload = (problemId: string, samples: { input: string; output: string }[], more: object = {}) => ({
  problem: { problemId, title: `Two hosts ${problemId}`, description: 'Add two numbers.', input: 'a b', output: 'a+b', auth: 1 },
  judgeMode: 'default',
  languages: ['Python3'],
  codeTemplates: [],
  tags: [],
  isUploadTestCase: false,
  samples,
  changeJudgeCaseMode: false,
  changeModeCode: false,
  ...more,
});

describe.skipIf(!BACKENDS.includes('postgres'))('two API hosts on one PostgreSQL, workers on either', () => {
  let database: Awaited<ReturnType<typeof openTestDatabaseUrl>>;
  let client: pg.Client;
  let hostA: Host;
  let hostB: Host;
  let tokenA: string;
  let tokenB: string;
  const workerLog: string[] = [];
  const salt = randomInt(1_000_000, 9_999_999);
  const pids: Record<string, { pid: number; problemId: string }> = {};

  const caseHashes = async (pid: number) =>
    (
      await client.query<{ h: string }>(
        'select input_hash as h from problem_cases where problem_id = $1 union select output_hash from problem_cases where problem_id = $1',
        [pid],
      )
    ).rows.map((r) => r.h);
  const storedBlobs = async (hashes: string[]) =>
    (await client.query<{ hash: string }>('select hash from file_blobs where hash = any($1)', [hashes])).rows.map((r) => r.hash).sort();
  const cached = (host: Host, hash: string) => fs.existsSync(path.join(host.dataDir, 'cache', 'files', hash.slice(0, 2), hash));
  const logs = () => [...hostA.log, ...hostB.log, ...workerLog].slice(-80).join('\n');

  async function login(host: Host): Promise<string> {
    const res = await fetch(`${host.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    return res.headers.get('authorization')!;
  }

  async function submit(host: Host, token: string, problemId: string, code: string): Promise<number> {
    const res = await api(host, 'POST', '/api/submit-problem-judge', token, { pid: problemId, language: 'Python3', code });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: 200 });
    return res.body.data.submitId as number;
  }

  async function verdict(submitId: number): Promise<{ status: number; errorMessage: string | null }> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await client.query<{ status: number; error_message: string | null }>(
        'select status, error_message from submissions where submit_id = $1',
        [submitId],
      );
      const [row] = rows;
      if (row && ![JudgeStatus.Pending, JudgeStatus.Compiling, JudgeStatus.Judging].includes(row.status as never))
        return { status: row.status, errorMessage: row.error_message };
      if (Date.now() > deadline) throw new Error(`submission ${submitId} still ${row?.status}\n${logs()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    database = await openTestDatabaseUrl();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // One after the other: the first migrates and seeds, the second finds it done.
    hostA = await startHost('a', database.url);
    hostB = await startHost('b', database.url);
    [tokenA, tokenB] = [await login(hostA), await login(hostB)];
    // Submissions follow each other at once here.
    expect((await api(hostA, 'PUT', '/api/admin/switch/update', tokenA, { defaultSubmitInterval: 0 })).body).toMatchObject({ status: 200 });
  });

  afterAll(async () => {
    await Promise.all(children.map(stopProcess));
    await client?.end();
    await database?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('test data created through host A (typed in, zip, FPS import) is judged by a worker pulling from host B', async () => {
    // Typed in, through A.
    const typed = await api(
      hostA,
      'POST',
      '/api/admin/problem',
      tokenA,
      payload(`FSA${salt}`, [{ input: `${salt} 1\n`, output: `${salt + 1}\n` }]),
    );
    expect(typed.body, JSON.stringify(typed.body)).toMatchObject({ status: 200 });
    pids.typed = typed.body.data;
    // A zip uploaded through A and saved through B: the upload is kept in the database, not on A's disk.
    const zip = await zipOf({ '1.in': `${salt} 2\r\n`, '1.out': `${salt + 2}\r\n`, '2.in': `${salt} 3\n`, '2.out': `${salt + 3}\n` });
    const uploaded = await api(hostA, 'POST', '/api/file/upload-testcase-zip?mode=default', tokenA, form('file', 'cases.zip', zip));
    expect(uploaded.body, JSON.stringify(uploaded.body)).toMatchObject({ status: 200 });
    expect(fs.readdirSync(path.join(hostA.dataDir, 'upload'))).toEqual([]);
    const saved = await api(
      hostB,
      'POST',
      '/api/admin/problem',
      tokenB,
      payload(`FSB${salt}`, uploaded.body.data.fileList, { isUploadTestCase: true, uploadTestcaseDir: uploaded.body.data.fileListDir }),
    );
    expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ status: 200 });
    pids.zip = saved.body.data;
    // An FPS file with a statement picture, imported through A (its job is polled on A, which runs it).
    const picture = png();
    const fps =
      `<?xml version="1.0" encoding="UTF-8"?>\n<fps version="1.2"><item><title>Two hosts FPS ${salt}</title>` +
      `<time_limit unit="ms">1000</time_limit><memory_limit unit="mb">128</memory_limit>` +
      `<description><![CDATA[<p>Add <img src="pic.png"/></p>]]></description>` +
      `<img><src><![CDATA[pic.png]]></src><base64>${picture.toString('base64')}</base64></img>` +
      `<test_input>${salt} 4\n</test_input><test_output>${salt + 4}\n</test_output></item></fps>\n`;
    const job = await api(hostA, 'POST', '/api/file/import-problem', tokenA, form('file', 'two-hosts.xml', Buffer.from(fps)));
    expect(job.body, JSON.stringify(job.body)).toMatchObject({ status: 200 });
    let view: any;
    for (let i = 0; i < 300; i++) {
      view = (await api(hostA, 'GET', `/api/admin/problem/import-progress?jobId=${job.body.data.jobId}`, tokenA)).body.data;
      if (view.state !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(view.state, JSON.stringify(view)).toBe('done');
    pids.fps = view.report.imported[0];
    // None of it is on A's disk: it is all in the database.
    expect(fs.existsSync(path.join(hostA.dataDir, 'testdata'))).toBe(false);
    expect(fs.existsSync(path.join(hostA.dataDir, 'public'))).toBe(false);

    const worker = startWorker(hostB, workerLog);
    try {
      const submitted = await Promise.all([pids.typed, pids.zip, pids.fps].map((p) => submit(hostA, tokenA, p.problemId, SUM)));
      for (const submitId of submitted) expect((await verdict(submitId)).status, logs()).toBe(JudgeStatus.Accepted);
    } finally {
      await stopProcess(worker);
    }
    // B served every case file from its cache, filled from the database.
    for (const p of Object.values(pids)) for (const hash of await caseHashes(p.pid)) expect(cached(hostB, hash), hash).toBe(true);

    // The imported statement's picture, stored through A, is served by B.
    const [{ description }] = (
      await client.query<{ description: string }>('select description from problems where id = $1', [pids.fps.pid])
    ).rows;
    const link = /\/api\/public\/img\/[0-9a-f-]{36}\.png/.exec(description)![0];
    expect((await bytesAt(hostB, link)).bytes.equals(picture)).toBe(true);
  });

  it('an avatar and a markdown image uploaded through A are served by B', async () => {
    const avatar = png();
    const user = await api(hostA, 'POST', '/api/file/upload-avatar', tokenA, form('image', 'me.png', avatar));
    expect(user.body, JSON.stringify(user.body)).toMatchObject({ status: 200 });
    const served = await bytesAt(hostB, user.body.data.avatar);
    expect([served.status, served.bytes.equals(avatar)]).toEqual([200, true]);

    const image = png();
    const md = await api(hostA, 'POST', '/api/file/upload-md-img', tokenA, form('image', 'figure.png', image));
    expect(md.body, JSON.stringify(md.body)).toMatchObject({ status: 200 });
    const shown = await bytesAt(hostB, md.body.data.link);
    expect([shown.status, shown.bytes.equals(image)]).toEqual([200, true]);

    // Deleted through B: gone from A too (an envelope 404), and its blob is swept from the database.
    const [{ hash }] = (
      await client.query<{ hash: string }>('select hash from file_names where name = $1', [`img/${path.basename(md.body.data.link)}`])
    ).rows;
    const removed = await api(hostB, 'GET', `/api/file/delete-md-img?fileId=${md.body.data.fileId}`, tokenB);
    expect(removed.body).toMatchObject({ status: 200 });
    const gone = await api(hostA, 'GET', md.body.data.link);
    expect([gone.status, gone.body.status]).toEqual([404, 404]);
    for (let i = 0; i < 100 && (await storedBlobs([hash])).length; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storedBlobs([hash])).toEqual([]);
  });

  it('a case edited through B is judged with the new data by a worker on A; a missing file is a System Error naming problem and case', async () => {
    const update = payload(`FSA${salt}`, [{ input: `${salt} 100\n`, output: `${salt + 100}\n` }]);
    (update.problem as Record<string, unknown>).id = pids.typed.pid;
    expect((await api(hostB, 'PUT', '/api/admin/problem', tokenB, update)).body).toMatchObject({ status: 200 });
    // A problem whose case file the store has lost.
    const lost = await api(
      hostB,
      'POST',
      '/api/admin/problem',
      tokenB,
      payload(`FSD${salt}`, [{ input: `${salt} 5\n`, output: `${salt + 5}\n` }]),
    );
    expect(lost.body).toMatchObject({ status: 200 });
    const [lostInput] = (
      await client.query<{ input_hash: string }>('select input_hash from problem_cases where problem_id = $1', [lost.body.data.pid])
    ).rows;
    await client.query('delete from file_blobs where hash = $1', [lostInput.input_hash]);
    const missing = await fetch(`${hostB.url}/api/judge/data/${lostInput.input_hash}`, {
      headers: { [JUDGE_SECRET_HEADER]: SECRET, 'accept-language': 'en-US' },
    });
    expect([missing.status, ((await missing.json()) as { msg: string }).msg]).toEqual([
      404,
      `Test data ${lostInput.input_hash} is not in the file store`,
    ]);

    const worker = startWorker(hostA, workerLog);
    try {
      const right = await submit(hostB, tokenB, `FSA${salt}`, SUM);
      // Right on the old data only.
      const old = await submit(hostB, tokenB, `FSA${salt}`, `input()\nprint(${salt + 1})\n`);
      const broken = await submit(hostB, tokenB, `FSD${salt}`, SUM);
      expect((await verdict(right)).status, logs()).toBe(JudgeStatus.Accepted);
      expect((await verdict(old)).status, logs()).toBe(JudgeStatus.WrongAnswer);
      const failed = await verdict(broken);
      expect(failed.status, logs()).toBe(JudgeStatus.SystemError);
      expect(failed.errorMessage).toContain(`test data of problem FSD${salt}, case 1 (input)`);
      expect(failed.errorMessage).toContain('HTTP 404 (Test data');
    } finally {
      await stopProcess(worker);
    }
    const [newInput] = (
      await client.query<{ input_hash: string }>('select input_hash from problem_cases where problem_id = $1', [pids.typed.pid])
    ).rows;
    expect(cached(hostA, newInput.input_hash)).toBe(true);
  });

  it('deleting a problem through B frees its blobs (the sweep of either host removes them)', async () => {
    const hashes = await caseHashes(pids.zip.pid);
    expect((await storedBlobs(hashes)).length).toBe(hashes.length);
    expect((await api(hostB, 'DELETE', `/api/admin/problem?pid=${pids.zip.pid}`, tokenB)).body).toMatchObject({ status: 200 });
    for (let i = 0; i < 150 && (await storedBlobs(hashes)).length; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storedBlobs(hashes), logs()).toEqual([]);
    // The typed-in problem's files stay.
    const kept = await caseHashes(pids.typed.pid);
    expect(await storedBlobs(kept)).toEqual([...kept].sort());
  });
});
