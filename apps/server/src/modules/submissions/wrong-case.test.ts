// Wrong-case download: the first failed case's test data as a zip, for its author or an admin, within the
// daily quota (2 for users, 5 for admin roles).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { JudgeStatus } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { caseDownloads } from './tables.ts';
import { call, createProblem, FakeJudge, judgedCase, setSubmitInterval, submit, userWithToken, verdict } from './test-fixtures.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

/** File name → content of a zip. */
async function unzip(buffer: Buffer): Promise<Record<string, string>> {
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true });
  const entries = await new Promise<yauzl.Entry[]>((resolve, reject) => {
    const list: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      list.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(list));
    zip.on('error', reject);
    zip.readEntry();
  });
  const files: Record<string, string> = {};
  for (const entry of entries) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
  }
  return files;
}

describe.each(BACKENDS)('download-wrong-case on %s', (backend) => {
  let t: TestApp;
  let judge: FakeJudge;
  let owner: User;

  const download = (submitId: number, token?: string) => call(t, 'GET', `/api/file/download-wrong-case?submitId=${submitId}`, { token });
  const FAILING = [
    judgedCase(1, JudgeStatus.Accepted),
    judgedCase(2, JudgeStatus.Accepted),
    judgedCase(3, JudgeStatus.WrongAnswer),
    judgedCase(4, JudgeStatus.TimeLimitExceeded),
  ];

  async function judged(who: User, problemId: string, result = verdict(JudgeStatus.WrongAnswer, FAILING)): Promise<number> {
    const res = await submit(t, who.token, problemId);
    expect(res.code).toBe(200);
    await judge.judgeAll(() => result);
    return res.body.data.submitId;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    await setSubmitInterval(t, 0);
    judge = await new FakeJudge(t).start();
    owner = await userWithToken(t);
    const cases = [1, 2, 3, 4].map((n) => ({ input: `${n} ${n}\r\n`, output: `${2 * n}\n` }));
    await createProblem(t, { problemId: 'DATA', cases });
    await createProblem(t, { problemId: 'SEALED', cases, openCaseResult: false });
  });
  afterAll(() => t.close());

  it('answers a zip of the first failed case: <seq>.in and <seq>.out from the test data store', async () => {
    const id = await judged(owner, 'DATA');
    const res = await download(id, owner.token);
    expect(res.code).toBe(200);
    expect(res.raw.headers['content-type']).toBe('application/zip');
    expect(res.raw.headers['content-disposition']).toBe(`attachment; filename="submission_${id}_case_3.zip"`);
    expect(await unzip(res.raw.rawPayload)).toEqual({ '3.in': '3 3\n', '3.out': '6\n' });
  });

  it('a user gets 2 a day: the third is refused, naming the limit; downloads of earlier days do not count', async () => {
    const user = await userWithToken(t);
    const id = await judged(user, 'DATA');
    await t.db.insert(caseDownloads).values({ uid: user.uid, submitId: id, gmtCreate: sql`now() - interval '2 days'` });
    expect((await download(id, user.token)).code).toBe(200);
    expect((await download(id, user.token)).code).toBe(200);
    const third = await download(id, user.token);
    expect([third.code, third.body.msg]).toEqual([429, "You have used today's 2 wrong-case downloads; please try again tomorrow"]);
    const zh = await call(t, 'GET', `/api/file/download-wrong-case?submitId=${id}`, { token: user.token, lang: 'zh-CN' });
    expect(zh.body.msg).toBe('您今天的 2 次错误用例下载机会已用完，请明天再试');
    expect(await t.db.select().from(caseDownloads).where(eq(caseDownloads.uid, user.uid))).toHaveLength(3);
  });

  it('an admin role gets 5 a day, and may download any submission', async () => {
    const admin = await userWithToken(t, 1001);
    const id = await judged(owner, 'DATA');
    for (let i = 0; i < 5; i++) expect((await download(id, admin.token)).code).toBe(200);
    const sixth = await download(id, admin.token);
    expect([sixth.code, sixth.body.msg]).toEqual([429, "You have used today's 5 wrong-case downloads; please try again tomorrow"]);
  });

  it('parallel downloads never exceed the quota', async () => {
    const user = await userWithToken(t);
    const id = await judged(user, 'DATA');
    const answers = await Promise.all(Array.from({ length: 4 }, () => download(id, user.token)));
    expect(answers.map((a) => a.code).sort()).toEqual([200, 200, 429, 429]);
  });

  it("others' submissions, visitors, passed submissions and closed case results are refused, without using the quota", async () => {
    const id = await judged(owner, 'DATA');
    const stranger = await userWithToken(t);
    const refused = await download(id, stranger.token);
    expect([refused.code, refused.body.msg]).toEqual([
      403,
      'Only the author of the submission or an administrator can download its wrong case',
    ]);
    expect((await download(id)).code).toBe(401);
    const passed = await judged(stranger, 'DATA', verdict(JudgeStatus.Accepted, [judgedCase(1, 0), judgedCase(2, 0)]));
    const none = await download(passed, stranger.token);
    expect([none.code, none.body.msg]).toEqual([400, 'This submission has no failed test case to download']);
    const sealed = await judged(stranger, 'SEALED');
    expect((await download(sealed, stranger.token)).code).toBe(403);
    expect(await t.db.select().from(caseDownloads).where(eq(caseDownloads.uid, stranger.uid))).toEqual([]);
    expect((await download(987_654, stranger.token)).code).toBe(404);
  });
});
