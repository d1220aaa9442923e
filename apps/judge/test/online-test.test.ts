// End to end: online tests and checker compile checks through the server's API, its queue and a real
// worker running the code in the sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JudgeStatus, type Envelope, type TestJudgeResult } from '@verdict/shared';
import type { RunningServer } from '../../server/src/index.ts';
import { startTestServer } from './test-server.ts';
import { problemCases, problems } from '../../server/src/modules/problems/tables.ts';
import { submissions } from '../../server/src/modules/submissions/tables.ts';
import { submitForJudging } from '../../server/src/modules/submissions/judging.ts';
import { storeTestData } from '../../server/src/modules/problems/testdata.ts';
import { updateSwitchConfig } from '../../server/src/modules/site/config.ts';
import { users } from '../../server/src/modules/accounts/tables.ts';
import { JudgeWorker } from '../src/index.ts';

const SECRET = 'online-test-secret';
const AB = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}';
const AB_FILES =
  '#include <cstdio>\nint main(){FILE*i=fopen("ab.in","r");FILE*o=fopen("ab.out","w");long long a,b;fscanf(i,"%lld %lld",&a,&b);fprintf(o,"%lld\\n",a+b);}';
/** A testlib-style checker (exit 0 ok, 1 wrong answer) that needs its extra header. */
const CHECKER =
  '#include <cstdio>\n#include "compare.h"\nint main(int argc,char**argv){FILE*u=fopen(argv[2],"r");FILE*a=fopen(argv[3],"r");long long x,y;' +
  'if(fscanf(u,"%lld",&x)!=1||fscanf(a,"%lld",&y)!=1)return 1;return same(x,y)?0:1;}';
const COMPARE_H = 'inline bool same(long long x, long long y) { return x == y; }\n';

let server: RunningServer;
let worker: JudgeWorker;
let token: string;

async function api<T>(method: 'GET' | 'POST', path: string, payload?: object): Promise<Envelope<T>> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'accept-language': 'en-US', authorization: token, ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  return (await res.json()) as Envelope<T>;
}

/** Runs an online test and polls its result every 100 ms until it is no longer Pending. */
async function onlineTest(payload: { pid?: string; code: string; userInput: string; expectedOutput?: string }): Promise<TestJudgeResult> {
  const submitted = await api<string>('POST', '/submit-problem-test-judge', { pid: 'AB', language: 'C++ 17 With O2', ...payload });
  expect(submitted.status, submitted.msg).toBe(200);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { data } = await api<TestJudgeResult>('GET', `/get-test-judge-result?testJudgeKey=${submitted.data}`);
    if (data.status !== JudgeStatus.Pending) return data;
    if (Date.now() > deadline) throw new Error(`online test ${submitted.data} still Pending`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  server = await startTestServer({ judgeSecret: SECRET });
  const db = server.database.db;
  await updateSwitchConfig(db, { defaultSubmitInterval: 0 });
  // A special judge problem (online tests run it as a plain program) and a file IO one.
  await db.insert(problems).values([
    {
      problemId: 'AB',
      title: 'A+B',
      timeLimit: 500,
      judgeMode: 'spj',
      spjCode: CHECKER,
      spjLanguage: 'C++ 17 With O2',
      judgeExtraFile: { 'compare.h': COMPARE_H },
    },
    { problemId: 'FILES', title: 'A+B in files', isFileIo: true, ioReadFileName: 'ab.in', ioWriteFileName: 'ab.out' },
  ]);
  const [ab] = await db.select().from(problems).where(eq(problems.problemId, 'AB'));
  await db.insert(problemCases).values({
    problemId: ab.id,
    seq: 1,
    inputHash: storeTestData(server.dataDir, '1 2\n'),
    outputHash: storeTestData(server.dataDir, '3\n'),
  });
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: 'Root1234' }),
  });
  token = login.headers.get('authorization')!;
  worker = new JudgeWorker({ server: server.url, secret: SECRET, concurrency: 2, name: 'online', log: () => {} });
  await worker.start();
});

afterAll(async () => {
  await worker?.stop();
  await server?.close();
});

describe('online test', () => {
  it('runs C++ A+B on the custom input: its output, Accepted without an expected output', async () => {
    const result = await onlineTest({ code: AB, userInput: '20 22' });
    expect(result).toMatchObject({
      status: JudgeStatus.Accepted,
      userOutput: '42\n',
      userInput: '20 22',
      expectedOutput: null,
      stderr: '',
      problemJudgeMode: 'spj',
    });
    expect(result.time).toBeGreaterThanOrEqual(0);
    expect(result.memory).toBeGreaterThan(0);
  });

  it('compares with the expected output: end-trimmed match Accepted, a wrong one Wrong Answer', async () => {
    expect(await onlineTest({ code: AB, userInput: '1 2', expectedOutput: '3' })).toMatchObject({
      status: JudgeStatus.Accepted,
      userOutput: '3\n',
    });
    expect(await onlineTest({ code: AB, userInput: '1 2', expectedOutput: '4\n' })).toMatchObject({
      status: JudgeStatus.WrongAnswer,
      userOutput: '3\n',
      expectedOutput: '4\n',
    });
  });

  it('reads and writes the problem’s files under file IO', async () => {
    expect(await onlineTest({ pid: 'FILES', code: AB_FILES, userInput: '5 6', expectedOutput: '11' })).toMatchObject({
      status: JudgeStatus.Accepted,
      userOutput: '11\n',
    });
  });

  it('shows a program that does not compile as a Compile Error with the compiler message', async () => {
    const result = await onlineTest({ code: 'int main() { return missing; }', userInput: '1 2' });
    expect(result).toMatchObject({ status: JudgeStatus.CompileError, time: null, memory: null, userOutput: '' });
    expect(result.stderr).toMatch(/.missing. was not declared/);
  });

  it('stops an endless loop at the time limit', async () => {
    const result = await onlineTest({
      code: '#include <cstdio>\nint main(){fputs("started",stderr);for(volatile long i=0;;i++);}',
      userInput: '1 2',
    });
    expect(result.status).toBe(JudgeStatus.TimeLimitExceeded);
    expect(result.time).toBe(500);
    expect(result.stderr).toMatch(/started/);
  });

  it('shows the first 1000 characters of a longer output, then "..."', async () => {
    const result = await onlineTest({ code: '#include <cstdio>\nint main(){for(int i=0;i<1500;i++)fputs("é",stdout);}', userInput: '1' });
    expect(result.status).toBe(JudgeStatus.Accepted);
    expect(result.userOutput).toBe(`${'é'.repeat(1000)}...`);
  });

  it('reports a runtime error with its exit line and the program’s stderr', async () => {
    const result = await onlineTest({
      code: '#include <cstdio>\nint main(){puts("partial");fputs("bad input",stderr);return 3;}',
      userInput: 'x',
    });
    expect(result).toMatchObject({
      status: JudgeStatus.RuntimeError,
      userOutput: 'partial\n',
      stderr: 'The program return exit status code: 3\nbad input',
    });
  });
});

describe('compile-spj', () => {
  it('accepts a checker that compiles with its extra files, and the judge then uses it', async () => {
    const compiled = await api<null>('POST', '/admin/problem/compile-spj', {
      code: CHECKER,
      language: 'C++ 17 With O2',
      mode: 'spj',
      extraFiles: { 'compare.h': COMPARE_H },
    });
    expect(compiled, compiled.msg).toMatchObject({ status: 200, data: null });
    // The checker cache built by the check judges a submission of the problem.
    const db = server.database.db;
    const [ab] = await db.select().from(problems).where(eq(problems.problemId, 'AB'));
    const [root] = await db.select().from(users).where(eq(users.username, 'root'));
    const submitId = await submitForJudging(db, {
      pid: ab.id,
      displayPid: 'AB',
      uid: root.uid,
      username: 'root',
      language: 'C++ 17 With O2',
      code: AB,
    });
    const deadline = Date.now() + 60_000;
    let status: number = JudgeStatus.Pending;
    while ([JudgeStatus.Pending, JudgeStatus.Compiling, JudgeStatus.Judging].includes(status as 5) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      [{ status }] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.submitId, submitId));
    }
    expect(status).toBe(JudgeStatus.Accepted);
  });

  it('answers 400 with the compiler message for a checker that does not compile', async () => {
    const missingHeader = await api<null>('POST', '/admin/problem/compile-spj', { code: CHECKER, language: 'C++ 17 With O2', mode: 'spj' });
    expect(missingHeader.status).toBe(400);
    expect(missingHeader.msg).toMatch(/compare\.h: No such file or directory/);
    const broken = await api<null>('POST', '/admin/problem/compile-spj', {
      code: 'int main() { return x; }',
      language: 'C',
      mode: 'interactive',
    });
    expect(broken.status).toBe(400);
    expect(broken.msg).toMatch(/.x. undeclared/);
  });
});
