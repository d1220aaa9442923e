// Contest helpers: contest announcements (paging, unread, who writes them), print requests (validation, openPrint,
// the 30 s interval, the admins' list, marking and download), the ACM AC info (first ACs, first blood with a tie,
// creator and roots left out, the checked toggle) and rejudging a contest problem (root only). On both backends (the
// parity set): advisory locks, row locks, DISTINCT ON and a window function.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, type WorkerResult } from '@verdict/shared';
import { createTestApp, PARITY_BACKENDS, type TestApp } from '../../test/helper.ts';
import { deleteAllContestAnnouncements } from '../announcements/index.ts';
import { announcements } from '../announcements/tables.ts';
import { roleSessions } from '../problems/admin-test-kit.ts';
import { submissions } from '../submissions/tables.ts';
import { createProblem, FakeJudge, setSubmitInterval, submit, userWithToken, verdict } from '../submissions/test-fixtures.ts';
import { contestPrints } from './tables.ts';
import { addProblems, call, createContest, SCHEDULED } from './test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;
const TEXT = 'int main() { return 0; } // a program long enough to be printed, fifty chars or more';

describe.each(PARITY_BACKENDS)('contest helpers on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>>;
  let judge: FakeJudge;
  let alice: User;
  let bob: User;
  let carol: User;
  /** An admin who did not create the contests. */
  let otherAdmin: User;
  const cid = { main: 0, noPrint: 0, sched: 0 };
  const pid: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await roleSessions(t);
    judge = await new FakeJudge(t).start();
    await setSubmitInterval(t, 0);
    alice = await userWithToken(t, 1002, 'alice');
    bob = await userWithToken(t, 1002, 'bob');
    carol = await userWithToken(t, 1002, 'carol');
    otherAdmin = await userWithToken(t, 1001, 'otheradmin');
    for (const id of ['HA', 'HB', 'HC']) pid[id] = (await createProblem(t, { problemId: id })).id;
    cid.main = await createContest(t, s.admin, { title: 'Helpers', openPrint: true });
    cid.noPrint = await createContest(t, s.admin, { title: 'No print' });
    cid.sched = await createContest(t, s.admin, { title: 'Later', openPrint: true, ...SCHEDULED });
    await addProblems(t, s.admin, cid.main, { A: pid.HA, B: pid.HB });
    await addProblems(t, s.admin, cid.noPrint, { A: pid.HC });
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) => call(t, 'GET', url, token);

  describe('contest announcements', () => {
    const post = (token: string, title: string, contest = cid.main) =>
      call(t, 'POST', '/api/admin/contest/announcement', token, { cid: contest, announcement: { title, content: `Body of ${title}` } });

    it('lets the contest admins write them and refuses the others', async () => {
      expect((await post(s.admin, 'First')).code).toBe(200);
      expect((await post(s.root, 'Second')).code).toBe(200);
      expect((await post(otherAdmin.token, 'Not mine')).body).toMatchObject({
        status: 403,
        msg: 'You may only manage the contests you created',
      });
      expect((await post(alice.token, 'Not an admin')).code).toBe(403);
      const empty = await call(t, 'POST', '/api/admin/contest/announcement', s.admin, {
        cid: cid.main,
        announcement: { title: ' ', content: 'x' },
      });
      expect(empty.body).toMatchObject({ status: 400, msg: 'The announcement title is required' });
      for (const n of [3, 4, 5, 6]) await post(s.admin, `Note ${n}`);
    });

    it('pages them newest first, five by default, to those who may read the contest', async () => {
      const page1 = await get(`/api/get-contest-announcement?cid=${cid.main}`, alice.token);
      expect(page1.body.data.total).toBe(6);
      expect(page1.body.data.records.map((r: { title: string }) => r.title)).toEqual(['Note 6', 'Note 5', 'Note 4', 'Note 3', 'Second']);
      expect(page1.body.data.records[4]).toMatchObject({ content: 'Body of Second', username: 'root' });
      const page2 = await get(`/api/get-contest-announcement?cid=${cid.main}&currentPage=2&limit=5`, alice.token);
      expect(page2.body.data.records.map((r: { title: string }) => r.title)).toEqual(['First']);
      expect((await get(`/api/get-contest-announcement?cid=${cid.main}`)).code).toBe(401);
      expect((await get(`/api/get-contest-announcement?cid=${cid.sched}`, alice.token)).code).toBe(403);
    });

    it('answers the unread ones: those whose ids the client did not send', async () => {
      const all = (await get(`/api/get-contest-announcement?cid=${cid.main}&limit=10`, alice.token)).body.data.records as { id: number }[];
      const read = all.slice(1).map((r) => r.id);
      const res = await call(t, 'POST', '/api/get-contest-not-read-announcement', alice.token, {
        cid: cid.main,
        readAnnouncementList: read,
      });
      expect(res.body.data).toEqual([{ id: all[0].id, title: 'Note 6', gmtCreate: expect.any(String) }]);
      const none = await call(t, 'POST', '/api/get-contest-not-read-announcement', alice.token, {
        cid: cid.noPrint,
        readAnnouncementList: [],
      });
      expect(none.body.data).toEqual([]);
    });

    it('edits and deletes them in the back office, for the contest admins only', async () => {
      const list = await get(`/api/admin/contest/announcement?cid=${cid.main}`, s.admin);
      expect(list.body.data.total).toBe(6);
      const first = (list.body.data.records as { id: number; title: string }[]).find((r) => r.title === 'First')!;
      const edit = (token: string) =>
        call(t, 'PUT', '/api/admin/contest/announcement', token, {
          cid: cid.main,
          announcement: { id: first.id, title: 'First (edited)', content: 'New' },
        });
      expect((await edit(otherAdmin.token)).code).toBe(403);
      expect((await edit(s.admin)).code).toBe(200);
      const wrongContest = await call(t, 'PUT', '/api/admin/contest/announcement', s.admin, {
        cid: cid.noPrint,
        announcement: { id: first.id, title: 'Moved', content: 'x' },
      });
      expect(wrongContest.code).toBe(404);
      expect((await call(t, 'DELETE', `/api/admin/contest/announcement?aid=${first.id}`, otherAdmin.token)).code).toBe(403);
      expect((await call(t, 'DELETE', `/api/admin/contest/announcement?aid=${first.id}`, s.admin)).code).toBe(200);
      expect((await call(t, 'DELETE', `/api/admin/contest/announcement?aid=${first.id}`, s.admin)).code).toBe(404);
      expect((await get(`/api/get-contest-announcement?cid=${cid.main}`, alice.token)).body.data.total).toBe(5);
    });

    it('goes with its contest: a deleted contest leaves no announcement behind', async () => {
      const doomed = await createContest(t, s.admin, { title: 'Doomed' });
      await post(s.admin, 'Soon gone', doomed);
      await t.db.transaction((tx) => deleteAllContestAnnouncements(tx, doomed));
      expect((await t.db.select().from(announcements).where(eq(announcements.cid, doomed))).length).toBe(0);
      expect((await get(`/api/get-contest-announcement?cid=${cid.main}`, alice.token)).body.data.total).toBe(5);
    });
  });

  describe('print requests', () => {
    const print = (token: string, content: unknown, contest = cid.main) =>
      call(t, 'POST', '/api/submit-print-text', token, { cid: contest, content });

    it('refuses empty, short and too long texts with the spec messages', async () => {
      expect((await print(alice.token, '   ')).body).toMatchObject({ status: 400, msg: 'The content cannot be empty' });
      expect((await print(alice.token, 'short text')).body).toMatchObject({
        status: 400,
        msg: 'The content cannot be less than 50 characters',
      });
      expect((await print(alice.token, 'x'.repeat(64 * 1024 + 1))).body).toMatchObject({
        status: 400,
        msg: 'The content may be at most 64 KB',
      });
      expect((await print(alice.token, '字'.repeat(30_000))).code).toBe(400);
    });

    it('refuses contests without printing and contests the user may not enter yet', async () => {
      expect((await print(alice.token, TEXT, cid.noPrint)).body).toMatchObject({
        status: 403,
        msg: 'Printing is not open in this contest',
      });
      expect((await print(alice.token, TEXT, cid.sched)).code).toBe(403);
      expect((await print('', TEXT)).code).toBe(401);
    });

    it('takes one request per user every 30 seconds', async () => {
      expect((await print(alice.token, TEXT)).body).toMatchObject({ status: 200 });
      expect((await print(alice.token, `${TEXT} again`)).body).toMatchObject({ status: 429 });
      expect((await print(bob.token, `${TEXT} from bob`)).code).toBe(200);
      await t.db
        .update(contestPrints)
        .set({ gmtCreate: new Date(Date.now() - 31_000) })
        .where(eq(contestPrints.username, alice.username));
      expect((await print(alice.token, `${TEXT} later`)).code).toBe(200);
      await t.db.delete(contestPrints).where(eq(contestPrints.username, carol.username));
      const together = await Promise.all([print(carol.token, `${TEXT} one`), print(carol.token, `${TEXT} two`)]);
      expect(together.map((r) => r.code).sort()).toEqual([200, 429]);
      await t.db.delete(contestPrints).where(eq(contestPrints.username, carol.username));
    });

    it('lists them to the contest admins, unprinted first then newest, marks them printed and downloads them', async () => {
      const list = async () => (await get(`/api/get-contest-print?cid=${cid.main}`, s.admin)).body.data;
      const before = await list();
      expect(before.total).toBe(3);
      expect(before.records.map((r: { username: string }) => r.username)).toEqual([alice.username, bob.username, alice.username]);
      expect(before.records[0]).not.toHaveProperty('content');
      const bobs = before.records[1];
      expect((await call(t, 'PUT', '/api/check-contest-print-status', alice.token, { id: bobs.id, cid: cid.main })).code).toBe(403);
      expect((await call(t, 'PUT', '/api/check-contest-print-status', s.admin, { id: bobs.id, cid: cid.main })).code).toBe(200);
      const after = await list();
      expect(after.records.map((r: { id: number; status: number }) => [r.id, r.status])).toEqual([
        [before.records[0].id, 0],
        [before.records[2].id, 0],
        [bobs.id, 1],
      ]);
      expect((await get(`/api/get-contest-print?cid=${cid.main}`, alice.token)).code).toBe(403);
      expect((await get(`/api/get-contest-print?cid=${cid.main}`, otherAdmin.token)).code).toBe(403);

      const download = (token: string) => t.request({ method: 'GET', url: `/api/file/download-contest-print-text?id=${bobs.id}`, token });
      const file = await download(s.admin);
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe(`${TEXT} from bob`);
      expect(file.headers['content-disposition']).toContain(`${bob.username}_Contest_Print.txt`);
      expect((await download(bob.token)).statusCode).toBe(403);
      expect((await download(s.root)).statusCode).toBe(200);
    });
  });

  describe('AC info and rejudge', () => {
    const verdicts = new Map<number, WorkerResult>();
    const ids: Record<string, number> = {};
    const start = Date.now() - 3_500_000;
    const at = (minutes: number) => new Date(start + minutes * 60_000);

    /** Submits, judges with the verdict and places the submission at a time of the contest. */
    async function solve(name: string, token: string, displayId: string, minutes: number, status: number = JudgeStatus.Accepted) {
      const res = await submit(t, token, displayId, { cid: cid.main });
      expect(res.code).toBe(200);
      ids[name] = res.body.data.submitId;
      verdicts.set(ids[name], verdict(status));
      await judge.judgeAll((id) => verdicts.get(id) ?? verdict(JudgeStatus.WrongAnswer));
      await t.db
        .update(submissions)
        .set({ submitTime: at(minutes) })
        .where(eq(submissions.submitId, ids[name]));
    }

    beforeAll(async () => {
      await solve('aliceWrong', alice.token, 'A', 5, JudgeStatus.WrongAnswer);
      await solve('aliceA', alice.token, 'A', 10);
      await solve('aliceA2', alice.token, 'A', 12);
      await solve('bobA', bob.token, 'A', 10);
      await solve('carolA', carol.token, 'A', 20);
      await solve('bobB', bob.token, 'B', 30);
      await solve('creatorA', s.admin, 'A', 1);
      await solve('rootB', s.root, 'B', 2);
      await call(t, 'PUT', '/api/admin/contest/contest-problem', s.admin, {
        cid: cid.main,
        pid: pid.HA,
        displayId: 'A',
        displayTitle: 'A',
        color: '#ff0000',
      });
    });

    const acInfo = async (token = s.admin) => (await get(`/api/get-contest-ac-info?cid=${cid.main}`, token)).body.data;
    const shape = (rows: { id: number; firstBlood: boolean; checked: boolean }[]) => rows.map((r) => [r.id, r.firstBlood, r.checked]);

    it('lists each first AC once, first blood with a tie, without the creator and roots, by time', async () => {
      const page = await acInfo();
      expect(page.total).toBe(4);
      expect(shape(page.records)).toEqual([
        [ids.aliceA, true, false],
        [ids.bobA, true, false],
        [ids.carolA, false, false],
        [ids.bobB, true, false],
      ]);
      expect(page.records[0]).toMatchObject({ cid: cid.main, displayId: 'A', color: '#ff0000', username: alice.username });
      expect(page.records[3]).toMatchObject({ displayId: 'B', color: null });
    });

    it('toggles checked for the contest admins and puts checked ones last', async () => {
      const check = (token: string, id: number, checked: boolean) =>
        call(t, 'PUT', '/api/check-contest-ac-info', token, { id, checked, cid: cid.main });
      expect((await check(alice.token, ids.aliceA, true)).code).toBe(403);
      expect((await check(s.admin, ids.aliceA2, true)).body).toMatchObject({ status: 404 });
      expect((await check(s.admin, ids.aliceA, true)).code).toBe(200);
      expect(shape((await acInfo()).records)[3]).toEqual([ids.aliceA, true, true]);
      expect((await check(s.root, ids.aliceA, false)).code).toBe(200);
      expect(shape((await acInfo()).records)[0]).toEqual([ids.aliceA, true, false]);
      expect((await get(`/api/get-contest-ac-info?cid=${cid.main}`, bob.token)).body).toMatchObject({ status: 403 });
      expect((await get(`/api/get-contest-ac-info?cid=${cid.main}`, otherAdmin.token)).code).toBe(403);
    });

    it('rejudges every submission of a contest problem, for root only', async () => {
      const url = `/api/admin/judge/rejudge-contest-problem?pid=${pid.HA}&cid=${cid.main}`;
      expect((await get(url, s.admin)).code).toBe(403);
      expect((await get(url, alice.token)).code).toBe(403);
      const res = await get(url, s.root);
      expect(res.body).toMatchObject({ status: 200, msg: 'Rejudge successful', data: { count: 6 } });
      const rows = await t.db
        .select({ status: submissions.status, version: submissions.version })
        .from(submissions)
        .where(inArray(submissions.submitId, [ids.aliceA, ids.bobA, ids.creatorA, ids.aliceWrong]));
      expect(rows.every((r) => r.status === JudgeStatus.Pending && r.version === 1)).toBe(true);
      expect((await get(`/api/admin/judge/rejudge-contest-problem?pid=${pid.HC}&cid=${cid.main}`, s.root)).body).toMatchObject({
        status: 400,
        msg: 'This contest problem has no submissions to rejudge',
      });
      expect(shape((await acInfo()).records)).toEqual([[ids.bobB, true, false]]);
      const judged = await judge.judgeAll((id) => verdicts.get(id) ?? verdict(JudgeStatus.WrongAnswer));
      expect(judged).toHaveLength(6);
      expect((await acInfo()).total).toBe(4);
    });
  });
});
