// Test kit of the problem administration tests: requests in the envelope, zip archives in and out, multipart
// bodies and a valid save payload to start each case from.
import { randomBytes } from 'node:crypto';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { Role, type ProblemSavePayloadInput } from '@verdict/shared';
import type { TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';

export interface Answer {
  code: number;
  body: { status: number; msg: string; data: any };
}

/** A call in English (messages compared in the tests are the en-US texts). */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
): Promise<Answer> {
  const res = await t.request({ method, url, token, payload: payload as object, headers: { 'accept-language': 'en-US' } });
  return { code: res.statusCode, body: JSON.parse(res.body) };
}

export async function zipOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) {
    if (name.endsWith('/')) zip.addEmptyDirectory(name);
    else zip.addBuffer(Buffer.from(content), name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A zip holding an entry whose stored name is `evil` (yazl refuses to write such names itself). */
export async function zipWithRawName(evil: string, content = 'x'): Promise<Buffer> {
  const placeholder = 'a'.repeat(evil.length);
  const zip = await zipOf({ [placeholder]: content, '1.in': '1\n', '1.out': '1\n' });
  const from = Buffer.from(placeholder);
  const to = Buffer.from(evil);
  let at = zip.indexOf(from);
  while (at !== -1) {
    to.copy(zip, at);
    at = zip.indexOf(from, at + to.length);
  }
  return zip;
}

export async function unzip(buffer: Buffer): Promise<Record<string, string>> {
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true });
  const files: Record<string, string> = {};
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
  }
  return files;
}

export function multipartBody(filename: string, content: Buffer, field = 'file') {
  const boundary = `----verdict${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en-US' },
  };
}

export async function uploadZip(t: TestApp, token: string, filename: string, content: Buffer, mode = 'default'): Promise<Answer> {
  const res = await t.request({
    method: 'POST',
    url: `/api/file/upload-testcase-zip?mode=${mode}`,
    token,
    ...multipartBody(filename, content),
  });
  return { code: res.statusCode, body: JSON.parse(res.body) };
}

/** A valid ACM problem with two typed-in cases; each test changes what it checks. */
export function validPayload(
  problemId: string,
  overrides: Partial<ProblemSavePayloadInput> = {},
  problem: Partial<ProblemSavePayloadInput['problem']> = {},
): ProblemSavePayloadInput {
  return {
    problem: {
      problemId,
      title: `Problem ${problemId}`,
      description: 'Add two numbers.',
      input: 'a b',
      output: 'a+b',
      auth: 1,
      ...problem,
    },
    judgeMode: 'default',
    languages: ['C++ 17 With O2', 'Python3'],
    codeTemplates: [{ language: 'Python3', code: 'print(sum(map(int, input().split())))\n', status: true }],
    tags: [],
    isUploadTestCase: false,
    samples: [
      { input: '1 2\n', output: '3\n' },
      { input: '3 4\n', output: '7\n' },
    ],
    changeJudgeCaseMode: false,
    changeModeCode: false,
    ...overrides,
  };
}

/** Sessions of root and of a new admin (admin1), problem admin (padmin) and user (user1). */
export async function roleSessions(t: TestApp): Promise<{ root: string; admin: string; problemAdmin: string; user: string }> {
  await createUser(t.db, 'admin1', Role.Admin);
  await createUser(t.db, 'padmin', Role.ProblemAdmin);
  await createUser(t.db, 'user1', Role.User);
  return {
    root: await t.login(),
    admin: await t.login('admin1', 'Passw0rd'),
    problemAdmin: await t.login('padmin', 'Passw0rd'),
    user: await t.login('user1', 'Passw0rd'),
  };
}
