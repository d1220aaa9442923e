// get-training-chapter-rank: the training rank's users and order over the visible chapters' problems, one cell per
// chapter (solved/total, run time, status -1/0/1), the columns, the keyword, real names for the training admins
// only, who may read it; a chapter's own get-training-rank; and a group training in chapters (its admin pages'
// chapter list, chapters created only through the training's group, ranked members).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, type ChapterRankPage, type ChapterRankRow } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { users } from '../accounts/tables.ts';
import { groupCast, type GroupCast } from '../groups/problem-test-kit.ts';
import { roleSessions } from '../problems/admin-test-kit.ts';
import { createProblem, userWithToken } from '../submissions/test-fixtures.ts';
import { trainingRegistrations } from './tables.ts';
import { addProblems, call, createTraining, submitted, type SubmissionArgs } from './test-kit.ts';

type Problem = Awaited<ReturnType<typeof createProblem>>;
type User = { uid: string; username: string; token: string };

describe.each(PARITY_BACKENDS)('chapter rank on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>>;
  let g: GroupCast;
  const p: Record<string, Problem> = {};
  const u: Record<string, User> = {};
  /** split: chapters basics (K1, K2), loops (K3), hidden (K4), empty (none); secret: a private training in chapters. */
  const tid = { split: 0, basics: 0, loops: 0, hidden: 0, empty: 0, plain: 0, secret: 0, group: 0, groupChapter: 0 };

  const sub = (...row: SubmissionArgs) => submitted(t, ...row);
  const rank = (id: number, token: string | undefined, query = '') =>
    call(t, 'GET', `/api/get-training-chapter-rank?tid=${id}${query}`, token);
  const board = async (id: number, token: string, query = ''): Promise<ChapterRankPage> => (await rank(id, token, query)).body.data;
  const nameOf = (uid: string) => Object.entries({ ...u, ...g }).find(([, x]) => typeof x === 'object' && x.uid === uid)?.[0];
  const names = (records: ChapterRankRow[]) => records.map((r) => `${r.rank} ${nameOf(r.uid)}`);
  const cells = (row: ChapterRankRow) => Object.fromEntries(Object.entries(row.chapterProgressMap).map(([id, c]) => [id, c.status]));

  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await roleSessions(t);
    for (const name of ['alice', 'bob', 'carol', 'dave', 'erin']) u[name] = await userWithToken(t, 1002, name);
    await t.db.update(users).set({ realname: 'Alice Real' }).where(eq(users.uid, u.alice.uid));
    for (const id of ['K1', 'K2', 'K3', 'K4']) p[id] = await createProblem(t, { problemId: id });
    tid.split = await createTraining(t, s.admin, { title: 'Split', hasChapter: true });
    tid.loops = await createTraining(t, s.admin, { parentId: tid.split, title: 'Loops', rank: 2 });
    tid.basics = await createTraining(t, s.admin, { parentId: tid.split, title: 'Basics', rank: 1 });
    tid.hidden = await createTraining(t, s.admin, { parentId: tid.split, title: 'Hidden', rank: 3, status: false });
    tid.empty = await createTraining(t, s.admin, { parentId: tid.split, title: 'Empty', rank: 4 });
    await addProblems(t, s.admin, tid.basics, [p.K1.id, p.K2.id]);
    await addProblems(t, s.admin, tid.loops, [p.K3.id]);
    await addProblems(t, s.admin, tid.hidden, [p.K4.id]);
    tid.plain = await createTraining(t, s.admin, { title: 'Plain' });
    await addProblems(t, s.admin, tid.plain, [p.K1.id]);

    const { alice, bob, carol, dave } = u;
    await sub(alice, p.K1, JudgeStatus.Accepted, 100);
    await sub(alice, p.K1, JudgeStatus.Accepted, 40);
    await sub(alice, p.K2, JudgeStatus.Accepted, 20);
    await sub(alice, p.K3, JudgeStatus.Accepted, 5);
    await sub(bob, p.K1, JudgeStatus.Accepted, 30);
    await sub(bob, p.K2, JudgeStatus.WrongAnswer, 1);
    await sub(carol, p.K3, JudgeStatus.WrongAnswer, 1);
    // Only the hidden chapter's problem: dave is not ranked.
    await sub(dave, p.K4, JudgeStatus.Accepted, 1);
    // The training's author is not ranked.
    const [admin1] = await t.db.select().from(users).where(eq(users.username, 'admin1'));
    await sub(admin1, p.K1, JudgeStatus.Accepted, 1);
  });
  afterAll(() => t?.close());

  it('gives the visible chapters in order as the columns and ranks by ac then run time over their problems', async () => {
    const res = await rank(tid.split, u.erin.token);
    expect(res.code).toBe(200);
    expect(res.body.data.chapters).toEqual([
      { id: tid.basics, title: 'Basics', problemCount: 2 },
      { id: tid.loops, title: 'Loops', problemCount: 1 },
      { id: tid.empty, title: 'Empty', problemCount: 0 },
    ]);
    expect(res.body.data.total).toBe(3);
    expect(names(res.body.data.records)).toEqual(['1 alice', '2 bob', '3 carol']);
    expect(res.body.data.records.map((r: ChapterRankRow) => [r.ac, r.totalRunTime])).toEqual([
      [3, 65],
      [1, 30],
      [0, 0],
    ]);
  });

  it('fills each chapter cell: solved/total, the best run times summed, -1 none solved, 0 some, 1 all', async () => {
    const [alice, bob, carol] = (await board(tid.split, u.erin.token)).records;
    expect(alice.chapterProgressMap).toEqual({
      [tid.basics]: { title: 'Basics', status: 1, acCount: 2, problemCount: 2, runTime: 60 },
      [tid.loops]: { title: 'Loops', status: 1, acCount: 1, problemCount: 1, runTime: 5 },
      [tid.empty]: { title: 'Empty', status: -1, acCount: 0, problemCount: 0, runTime: 0 },
    });
    expect(bob.chapterProgressMap[tid.basics]).toEqual({ title: 'Basics', status: 0, acCount: 1, problemCount: 2, runTime: 30 });
    expect(cells(bob)).toEqual({ [tid.basics]: 0, [tid.loops]: -1, [tid.empty]: -1 });
    expect(cells(carol)).toEqual({ [tid.basics]: -1, [tid.loops]: -1, [tid.empty]: -1 });
  });

  it('pages by 30 by default and keeps the rank under a keyword', async () => {
    const second = await board(tid.split, u.erin.token, '&limit=2&currentPage=2');
    expect([second.total, names(second.records)]).toEqual([3, ['3 carol']]);
    expect(await board(tid.split, u.erin.token, '&currentPage=9')).toMatchObject({ records: [], total: 3 });
    expect(names((await board(tid.split, u.erin.token, `&keyword=${u.bob.username.toUpperCase()}`)).records)).toEqual(['2 bob']);
  });

  it('shows and searches real names only for the training admins', async () => {
    const realnameOf = async (token: string) => (await board(tid.split, token)).records.find((r) => r.uid === u.alice.uid)?.realname;
    expect(await realnameOf(s.admin)).toBe('Alice Real');
    expect(await realnameOf(s.root)).toBe('Alice Real');
    expect(await realnameOf(u.bob.token)).toBeNull();
    expect(names((await board(tid.split, s.admin, '&keyword=real')).records)).toEqual(['1 alice']);
    expect((await board(tid.split, u.bob.token, '&keyword=real')).records).toEqual([]);
  });

  it('answers no rows and no columns for a training without chapters, or a chapter', async () => {
    expect(await board(tid.plain, u.erin.token)).toEqual({ records: [], total: 0, chapters: [] });
    expect(await board(tid.basics, u.erin.token)).toEqual({ records: [], total: 0, chapters: [] });
    const bare = await createTraining(t, s.admin, { title: 'Bare', hasChapter: true });
    await createTraining(t, s.admin, { parentId: bare, title: 'No problems' });
    expect((await board(bare, u.erin.token)).records).toEqual([]);
  });

  it("ranks a chapter's own problems by get-training-rank, its training's users", async () => {
    const res = await call(t, 'GET', `/api/get-training-rank?tid=${tid.basics}`, u.erin.token);
    expect(res.body.data.records.map((r: { uid: string; ac: number }) => [nameOf(r.uid), r.ac])).toEqual([
      ['alice', 2],
      ['bob', 1],
    ]);
    const whole = await call(t, 'GET', `/api/get-training-rank?tid=${tid.split}`, u.erin.token);
    expect(Object.keys(whole.body.data.records[0].submissionInfo)).toEqual(['K1', 'K2', 'K3']);
  });

  it('needs a login, a visible training and, for a private one, its registration', async () => {
    expect((await rank(tid.split, undefined)).code).toBe(401);
    expect((await rank(987654, u.bob.token)).code).toBe(404);
    expect((await rank(tid.hidden, u.bob.token)).code).toBe(404);
    tid.secret = await createTraining(t, s.admin, { title: 'Secret', hasChapter: true, auth: 'Private', privatePwd: 'pw' });
    const chapter = await createTraining(t, s.admin, { parentId: tid.secret, title: 'Inside' });
    await addProblems(t, s.admin, chapter, [p.K1.id]);
    const refused = await rank(tid.secret, u.carol.token);
    expect([refused.code, refused.body.msg]).toEqual([403, 'This training is private; please register with its password first']);
    expect((await rank(chapter, u.carol.token)).code).toBe(403);
    await t.db.insert(trainingRegistrations).values({ tid: tid.secret, uid: u.bob.uid });
    // Only the registered users of a private training are ranked (alice solved K1 but is not registered).
    expect(names((await board(tid.secret, u.bob.token)).records)).toEqual(['1 bob']);
    expect((await call(t, 'GET', `/api/get-training-rank?tid=${chapter}`, u.bob.token)).body.data.total).toBe(1);
    expect((await call(t, 'GET', '/api/get-training-chapter-rank?tid=x', u.bob.token)).code).toBe(400);
  });

  describe('a group training in chapters', () => {
    beforeAll(async () => {
      g = await groupCast(t, 'CHAP1');
      p.G = await createProblem(t, { problemId: 'CHAP1A', gid: g.gid });
      const made = await call(t, 'POST', '/api/group/training', g.admin.token, {
        gid: g.gid,
        training: { title: 'Group split', description: 'd', auth: 'Public', hasChapter: true },
      });
      tid.group = made.body.data.id;
    });

    const groupChapter = (token: string, gid: number, extra: object = {}) =>
      call(t, 'POST', '/api/group/training', token, {
        gid,
        training: { title: 'Group chapter', description: 'd', auth: 'Public', parentId: tid.group, ...extra },
      });

    it("creates chapters only through the training's group, by those who edit the training", async () => {
      const made = await groupChapter(g.admin.token, g.gid);
      expect(made.code).toBe(200);
      tid.groupChapter = made.body.data.id;
      expect((await call(t, 'GET', `/api/group/training?tid=${tid.groupChapter}`, g.otherAdmin.token)).body.data).toMatchObject({
        parentId: tid.group,
        source: 'chapter',
      });
      const other = await groupCast(t, 'CHAP2');
      expect((await groupChapter(other.owner.token, other.gid)).code).toBe(404);
      expect((await groupChapter(g.member.token, g.gid)).code).toBe(403);
      // A site training is never the parent of a group chapter, nor the other way round.
      expect(
        (
          await call(t, 'POST', '/api/admin/training', s.admin, {
            training: { title: 'X', description: 'd', auth: 'Public', parentId: tid.group },
          })
        ).code,
      ).toBe(404);
      expect(
        (
          await call(t, 'POST', '/api/group/training', g.admin.token, {
            gid: g.gid,
            training: { title: 'X', description: 'd', auth: 'Public', parentId: tid.split },
          })
        ).code,
      ).toBe(404);
      const refused = await call(t, 'POST', '/api/group/training/add-problem', g.admin.token, { tid: tid.group, pid: p.G.id });
      expect(refused.code).toBe(400);
      for (const pid of [p.G.id, p.K1.id]) {
        expect((await call(t, 'POST', '/api/group/training/add-problem', g.admin.token, { tid: tid.groupChapter, pid })).code).toBe(200);
      }
    });

    it("lists its chapters for the group's admins and the site root, hidden ones too", async () => {
      await groupChapter(g.owner.token, g.gid, { title: 'Hidden group chapter', status: false });
      const list = (token: string, gid = g.gid) =>
        call(t, 'GET', `/api/group/get-admin-chapter-list?gid=${gid}&trainingId=${tid.group}`, token);
      for (const token of [g.admin.token, g.otherAdmin.token, s.root]) {
        const res = await list(token);
        expect([res.code, res.body.data.records.map((r: { title: string }) => r.title)]).toEqual([
          200,
          ['Group chapter', 'Hidden group chapter'],
        ]);
      }
      expect((await list(g.member.token)).code).toBe(403);
      expect((await list(g.stranger.token)).code).toBe(403);
      expect((await list(g.admin.token, 987654)).code).toBe(404);
      expect((await call(t, 'GET', `/api/group/get-admin-chapter-list?gid=${g.gid}&trainingId=${tid.split}`, s.root)).code).toBe(404);
      const members = await call(t, 'GET', `/api/get-training-chapter-list?tid=${tid.group}`, g.member.token);
      expect(members.body.data.records.map((r: { title: string }) => r.title)).toEqual(['Group chapter']);
      expect((await call(t, 'GET', `/api/get-training-chapter-list?tid=${tid.group}`)).code).toBe(401);
      expect((await call(t, 'GET', `/api/get-training-chapter-list?tid=${tid.group}`, g.stranger.token)).code).toBe(403);
    });

    it("ranks the group's members (not its owner nor the author) per chapter; outsiders are refused", async () => {
      await sub(g.member, p.G, JudgeStatus.Accepted, 7);
      await sub(g.otherAdmin, p.K1, JudgeStatus.WrongAnswer, 1);
      await sub(g.owner, p.G, JudgeStatus.Accepted, 1);
      await sub(g.admin, p.G, JudgeStatus.Accepted, 1);
      await sub(u.alice, p.G, JudgeStatus.Accepted, 1);
      const res = await board(tid.group, g.member.token);
      expect(names(res.records)).toEqual(['1 member', '2 otherAdmin']);
      expect(res.records[0].chapterProgressMap[tid.groupChapter]).toEqual({
        title: 'Group chapter',
        status: 0,
        acCount: 1,
        problemCount: 2,
        runTime: 7,
      });
      expect(cells(res.records[1])).toEqual({ [tid.groupChapter]: -1 });
      for (const who of [g.stranger, g.applicant]) expect((await rank(tid.group, who.token)).code).toBe(403);
    });

    it("saves, switches and deletes a chapter through the group's training calls, under the training's editors", async () => {
      const extra = await groupChapter(g.admin.token, g.gid, { title: 'Extra' });
      const id = extra.body.data.id;
      const save = (token: string, gid: number) =>
        call(t, 'PUT', '/api/group/training', token, { gid, id, training: { title: 'Renamed', description: 'd', auth: 'Public' } });
      expect((await save(g.otherAdmin.token, g.gid)).code).toBe(403);
      expect((await save(g.owner.token, 987654)).code).toBe(404);
      expect((await save(g.owner.token, g.gid)).code).toBe(200);
      const status = await call(t, 'PUT', '/api/group/training/change-training-status', g.admin.token, { tid: id, status: false });
      expect(status.code).toBe(200);
      expect((await call(t, 'GET', `/api/get-training-detail?tid=${id}`, g.member.token)).code).toBe(404);
      expect((await call(t, 'DELETE', `/api/group/training?tid=${id}`, g.otherAdmin.token)).code).toBe(403);
      expect((await call(t, 'DELETE', `/api/group/training?tid=${id}`, g.admin.token)).code).toBe(200);
    });
  });
});
