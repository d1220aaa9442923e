// get-training-rank: order and shared ranks, the deciding status and best run time per problem, run time sums,
// who is ranked (practice submissions to shown problems; not the managers; a private training's registered users,
// a group training's members), the keyword, real names for training admins only, paging, and who may read it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, type TrainingRankRow } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { users } from '../accounts/tables.ts';
import { groupCast, type GroupCast } from '../groups/problem-test-kit.ts';
import { roleSessions } from '../problems/admin-test-kit.ts';
import { createProblem, userWithToken } from '../submissions/test-fixtures.ts';
import { trainingProblems, trainingRegistrations } from './tables.ts';
import { addProblems, call, createTraining, submitted, type SubmissionArgs } from './test-kit.ts';

type Problem = Awaited<ReturnType<typeof createProblem>>;
type User = { uid: string; username: string; token: string };

describe.each(PARITY_BACKENDS)('training rank on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>>;
  let g: GroupCast;
  const p: Record<string, Problem> = {};
  const u: Record<string, User> = {};
  const tid = { site: 0, priv: 0, group: 0, empty: 0 };

  const sub = (...row: SubmissionArgs) => submitted(t, ...row);
  const rank = (id: number, token: string | undefined, query = '') => call(t, 'GET', `/api/get-training-rank?tid=${id}${query}`, token);
  const rows = async (id: number, token: string, query = ''): Promise<TrainingRankRow[]> =>
    (await rank(id, token, query)).body.data.records;
  /** "rank name" per row, the name as the test calls the user. */
  const names = (records: TrainingRankRow[]) =>
    records.map((r) => `${r.rank} ${Object.entries({ ...u, ...g }).find(([, x]) => typeof x === 'object' && x.uid === r.uid)?.[0]}`);

  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await roleSessions(t);
    for (const name of ['alice', 'bob', 'carol', 'dave', 'erin', 'frank']) u[name] = await userWithToken(t, 1002, name);
    await t.db.update(users).set({ realname: 'Alice Real', nickname: 'ally' }).where(eq(users.uid, u.alice.uid));
    for (const id of ['R1', 'R2', 'R3']) p[id] = await createProblem(t, { problemId: id });
    p.HID = await createProblem(t, { problemId: 'RHID', auth: 2 });
    g = await groupCast(t, 'RANK1');
    p.G = await createProblem(t, { problemId: 'RANK1A', gid: g.gid });

    tid.site = await createTraining(t, s.admin, { title: 'Ranked' });
    await addProblems(t, s.admin, tid.site, [p.R1.id, p.R2.id, p.R3.id]);
    await t.db.insert(trainingProblems).values({ tid: tid.site, pid: p.HID.id });
    tid.priv = await createTraining(t, s.admin, { title: 'Private ranked', auth: 'Private', privatePwd: 'pw' });
    await addProblems(t, s.admin, tid.priv, [p.R1.id]);
    await t.db.insert(trainingRegistrations).values([u.alice, u.bob].map((x) => ({ tid: tid.priv, uid: x.uid })));
    tid.empty = await createTraining(t, s.admin, { title: 'No problems' });
    const made = await call(t, 'POST', '/api/group/training', g.admin.token, {
      gid: g.gid,
      training: { title: 'Group ranked', description: 'd', auth: 'Public' },
    });
    tid.group = made.body.data.id;
    for (const pid of [p.G.id, p.R1.id]) await call(t, 'POST', '/api/group/training/add-problem', g.admin.token, { tid: tid.group, pid });

    const { alice, bob, carol, dave, erin } = u;
    await sub(alice, p.R1, JudgeStatus.Accepted, 100);
    await sub(alice, p.R1, JudgeStatus.Accepted, 50);
    await sub(alice, p.R2, JudgeStatus.WrongAnswer, 5);
    await sub(bob, p.R1, JudgeStatus.Accepted, 30);
    await sub(bob, p.R2, JudgeStatus.Accepted, 20);
    await sub(carol, p.R2, JudgeStatus.Accepted, 10);
    await sub(carol, p.R2, JudgeStatus.WrongAnswer, 1);
    await sub(carol, p.R1, JudgeStatus.Accepted, 40);
    await sub(dave, p.R3, JudgeStatus.WrongAnswer, 3);
    await sub(dave, p.R3, JudgeStatus.TimeLimitExceeded, 1000);
    await sub(dave, p.HID, JudgeStatus.Accepted, 1);
    // A contest submission is not practice; the author and the site root are not ranked.
    await sub(erin, p.R1, JudgeStatus.Accepted, 1, 1);
    const [admin1] = await t.db.select().from(users).where(eq(users.username, 'admin1'));
    const [root] = await t.db.select().from(users).where(eq(users.username, 'root'));
    await sub(admin1, p.R1, JudgeStatus.Accepted, 1);
    await sub(root, p.R1, JudgeStatus.Accepted, 1);
    // The group: a member and an admin submit; its owner and the training's author (g.admin) are not ranked.
    await sub(g.member, p.G, JudgeStatus.Accepted, 7);
    await sub(g.otherAdmin, p.R1, JudgeStatus.WrongAnswer, 7);
    await sub(g.admin, p.G, JudgeStatus.Accepted, 2);
    await sub(g.owner, p.G, JudgeStatus.Accepted, 1);
  });
  afterAll(() => t?.close());

  it('ranks by ac then total run time, sharing the rank on ties (then by username)', async () => {
    const res = await rank(tid.site, u.erin.token);
    expect(res.code).toBe(200);
    expect(res.body.data.total).toBe(5);
    expect(names(res.body.data.records)).toEqual(['1 bob', '1 carol', '3 alice', '4 dave', '4 otherAdmin']);
  });

  it('keeps per problem the accepted status with the best run time, else the latest status, and sums the run times', async () => {
    const [bob, carol, alice, dave] = await rows(tid.site, u.erin.token);
    expect(bob).toMatchObject({ ac: 2, totalRunTime: 50 });
    expect(carol.submissionInfo).toEqual({
      R1: { status: JudgeStatus.Accepted, runTime: 40 },
      R2: { status: JudgeStatus.Accepted, runTime: 10 },
    });
    expect(alice).toMatchObject({ ac: 1, totalRunTime: 50, nickname: 'ally' });
    expect(alice.submissionInfo).toEqual({
      R1: { status: JudgeStatus.Accepted, runTime: 50 },
      R2: { status: JudgeStatus.WrongAnswer, runTime: null },
    });
    // The hidden problem is not the training's shown one: neither counted nor shown.
    expect(dave).toMatchObject({
      ac: 0,
      totalRunTime: 0,
      submissionInfo: { R3: { status: JudgeStatus.TimeLimitExceeded, runTime: null } },
    });
  });

  it('pages by 30 by default and keeps the rank under a keyword', async () => {
    const second = await rank(tid.site, u.erin.token, '&limit=2&currentPage=2');
    expect([second.body.data.total, names(second.body.data.records)]).toEqual([5, ['3 alice', '4 dave']]);
    expect((await rank(tid.site, u.erin.token, '&currentPage=9')).body.data).toEqual({ records: [], total: 5 });
    expect(names(await rows(tid.site, u.erin.token, '&keyword=CAROL'))).toEqual(['1 carol']);
    expect(names(await rows(tid.site, u.erin.token, '&keyword=ALLY'))).toEqual(['3 alice']);
    expect(names(await rows(tid.site, u.erin.token, '&keyword=%25_'))).toEqual([]);
    expect((await rank(tid.empty, u.erin.token)).body.data).toEqual({ records: [], total: 0 });
  });

  it('shows and searches real names only for the training admins (the author, the site root)', async () => {
    const realnameOf = async (token: string) => (await rows(tid.site, token)).find((r) => r.uid === u.alice.uid)?.realname;
    expect(await realnameOf(s.admin)).toBe('Alice Real');
    expect(await realnameOf(s.root)).toBe('Alice Real');
    expect(await realnameOf(s.problemAdmin)).toBeNull();
    expect(await realnameOf(u.bob.token)).toBeNull();
    expect(names(await rows(tid.site, s.admin, '&keyword=real'))).toEqual(['3 alice']);
    expect(await rows(tid.site, u.bob.token, '&keyword=real')).toEqual([]);
  });

  it('ranks only the registered users of a private training, and refuses the others', async () => {
    expect(names(await rows(tid.priv, u.alice.token))).toEqual(['1 bob', '2 alice']);
    expect((await rank(tid.priv, s.admin)).code).toBe(200);
    const refused = await rank(tid.priv, u.carol.token);
    expect([refused.code, refused.body.msg]).toEqual([403, 'This training is private; please register with its password first']);
  });

  it("ranks a group training's members but not its owner nor its author; the group root sees real names, other members do not", async () => {
    await t.db.update(users).set({ realname: 'Member Real' }).where(eq(users.uid, g.member.uid));
    const member = await rows(tid.group, g.member.token);
    expect(member.map((r) => [r.rank, r.uid, r.realname])).toEqual([
      [1, g.member.uid, null],
      [2, g.otherAdmin.uid, null],
    ]);
    expect(member[0].submissionInfo).toEqual({ RANK1A: { status: JudgeStatus.Accepted, runTime: 7 } });
    expect((await rows(tid.group, g.owner.token))[0].realname).toBe('Member Real');
    expect((await rows(tid.group, g.otherAdmin.token))[0].realname).toBeNull();
    for (const who of [g.stranger, g.applicant]) expect((await rank(tid.group, who.token)).code).toBe(403);
  });

  it('needs a login, a visible training and a valid id', async () => {
    expect((await rank(tid.site, undefined)).code).toBe(401);
    const hidden = await createTraining(t, s.admin, { title: 'Hidden', status: false });
    expect((await rank(hidden, u.bob.token)).code).toBe(404);
    expect((await rank(hidden, s.admin)).code).toBe(200);
    expect((await rank(987654, u.bob.token)).code).toBe(404);
    const bad = await call(t, 'GET', '/api/get-training-rank?tid=abc', u.bob.token);
    expect([bad.code, bad.body.msg]).toEqual([400, 'Please give the training id']);
    expect((await call(t, 'GET', `/api/get-training-rank?tid=${tid.site}&keyword=${'x'.repeat(300)}`, u.bob.token)).code).toBe(400);
  });
});
