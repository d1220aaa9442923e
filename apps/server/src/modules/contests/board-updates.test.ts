// How a cached board follows the records (board-service.ts), on a clock the test holds still and moves on: new
// records and records unsettled when the board was read show at the next update; what the marks do not follow (a
// settled record rejudged or deleted, a record committed late below the largest id read) shows at the next check;
// names and schools at the next profile read; a forced refresh reads everything at once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, type AcmBoardRow, type BoardPage } from '@verdict/shared';
import { rawRows } from '../../db/raw-rows.ts';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { users } from '../accounts/tables.ts';
import { roleSessions } from '../problems/admin-test-kit.ts';
import { submissions } from '../submissions/tables.ts';
import { createProblem, userWithToken } from '../submissions/test-fixtures.ts';
import { CHECK_MS, LIVE_MAX_AGE_MS, PROFILES_MS, useBoardClock } from './board-service.ts';
import { contests } from './tables.ts';
import { addProblems, call, createContest, window } from './test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(PARITY_BACKENDS)('board updates on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let cid: number;
  let start: number;
  const pids: Record<string, number> = {};
  const u: Record<string, User> = {};
  let now = 0;
  /** Past the board's age and its grace: the next request waits for the update. */
  const nextUpdate = () => (now += LIVE_MAX_AGE_MS + 2_001);

  const record = async (user: User, displayId: string, status: number, second: number, submitId?: number) => {
    const [row] = await t.db
      .insert(submissions)
      .values({
        ...(submitId ? { submitId } : {}),
        pid: pids[displayId],
        displayPid: displayId,
        uid: user.uid,
        username: user.username,
        cid,
        status,
        language: 'C++ 17 With O2',
        submitTime: new Date(start + second * 1000),
      })
      .returning();
    return row.submitId;
  };
  const setStatus = (submitId: number, status: number) =>
    t.db.update(submissions).set({ status }).where(eq(submissions.submitId, submitId));
  const board = async (body: Record<string, unknown> = {}) => {
    const res = await call(t, 'POST', '/api/get-contest-rank', root, { cid, limit: 50, ...body });
    expect(res.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Omit<BoardPage, 'records'> & { records: AcmBoardRow[] };
  };
  /** name → [rank, solved, penalty seconds]. */
  const standings = async (body: Record<string, unknown> = {}) =>
    Object.fromEntries(
      (await board(body)).records.map((r) => [r.username.replace(/^bu_/, '').replace(/\d+$/, ''), [r.rank, r.ac, r.totalTime]]),
    );

  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    const s = await roleSessions(t);
    root = s.root;
    now = Date.now();
    useBoardClock(t.db, () => now);
    cid = await createContest(t, s.admin, { title: 'Updates', ...window(-1, 1) });
    for (const displayId of ['A', 'B']) pids[displayId] = (await createProblem(t, { problemId: `BU${displayId}` })).id;
    await addProblems(t, s.admin, cid, pids);
    const [row] = await t.db.select().from(contests).where(eq(contests.id, cid));
    start = row.startTime.getTime();
    for (const name of ['ann', 'bob', 'cid', 'dan', 'eve']) u[name] = await userWithToken(t, 1002, `bu_${name}`);
    ids.annA = await record(u.ann, 'A', JudgeStatus.Accepted, 100);
    ids.bobA = await record(u.bob, 'A', JudgeStatus.WrongAnswer, 50);
    ids.bobB = await record(u.bob, 'B', JudgeStatus.Accepted, 200);
    // Unsettled when the board is first read.
    ids.annB = await record(u.ann, 'B', JudgeStatus.Judging, 300);
  });
  afterAll(() => t?.close());

  it('reads the board whole first', async () => {
    expect(await standings()).toEqual({ ann: [1, 1, 100], bob: [2, 1, 200] });
  });

  it('shows new records and records unsettled at the read at the next update', async () => {
    await setStatus(ids.annB, JudgeStatus.Accepted);
    await record(u.cid, 'A', JudgeStatus.Accepted, 10);
    // Within the board's age nothing is read.
    expect(await standings()).toEqual({ ann: [1, 1, 100], bob: [2, 1, 200] });
    nextUpdate();
    expect(await standings()).toEqual({ ann: [1, 2, 400], cid: [2, 1, 10], bob: [3, 1, 200] });
    // A record judged later than a newer one: both are followed.
    const pending = await record(u.dan, 'A', JudgeStatus.Pending, 20);
    await record(u.dan, 'B', JudgeStatus.WrongAnswer, 30);
    nextUpdate();
    expect((await standings()).dan).toEqual([4, 0, 0]);
    await setStatus(pending, JudgeStatus.Accepted);
    nextUpdate();
    expect((await standings()).dan).toEqual([3, 1, 20]);
  });

  it('shows a rejudged or deleted settled record at the next check, not before', async () => {
    // A check (and the marks moved on), then the changes.
    now += CHECK_MS;
    await board();
    await setStatus(ids.bobA, JudgeStatus.Accepted);
    await t.db.delete(submissions).where(eq(submissions.submitId, ids.annA));
    nextUpdate();
    expect(await standings()).toEqual({ ann: [1, 2, 400], cid: [2, 1, 10], dan: [3, 1, 20], bob: [4, 1, 200] });
    now += CHECK_MS;
    expect(await standings()).toEqual({ bob: [1, 2, 250], cid: [2, 1, 10], dan: [3, 1, 20], ann: [4, 1, 300] });
  });

  it('shows a record committed late, below the largest id read, at the next check', async () => {
    // An id taken before a newer record's: its row arrives after the board read the newer one.
    const [{ id: late }] = await rawRows<{ id: number }>(t.db, sql`select nextval('submissions_submit_id_seq')::int as id`);
    await record(u.eve, 'B', JudgeStatus.WrongAnswer, 40);
    now += CHECK_MS;
    expect((await standings()).eve).toEqual([5, 0, 0]);
    await record(u.eve, 'A', JudgeStatus.Accepted, 5, late);
    nextUpdate();
    expect((await standings()).eve).toEqual([5, 0, 0]);
    now += CHECK_MS;
    expect((await standings()).eve).toEqual([2, 1, 5]);
  });

  it('shows new names and schools at the next profile read; a forced refresh reads everything at once', async () => {
    await t.db.update(users).set({ school: 'Updated School' }).where(eq(users.uid, u.cid.uid));
    nextUpdate();
    expect((await board({ keyword: 'Updated School' })).records).toEqual([]);
    now += PROFILES_MS;
    expect((await board({ keyword: 'Updated School' })).records.map((r) => r.username)).toEqual([u.cid.username]);

    await setStatus(ids.bobB, JudgeStatus.WrongAnswer);
    nextUpdate();
    expect((await standings()).bob).toEqual([1, 2, 250]);
    // The outside board forced by a root reads the same view's board whole.
    const res = await call(t, 'POST', '/api/get-contest-outside-scoreboard', root, { cid, limit: 50, forceRefresh: true });
    expect(res.body.data.records.find((r: AcmBoardRow) => r.uid === u.bob.uid)).toMatchObject({ rank: 4, ac: 1, totalTime: 50 });
    expect((await standings()).bob).toEqual([4, 1, 50]);
  });
});
