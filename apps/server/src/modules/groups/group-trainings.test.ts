// Group trainings: their administration (per level, the creator, the group root, the site root), the problems
// they take (the group's public ones and public site ones), the member and admin lists, and the site training
// calls on a group training (detail, access, registration, problem list, focus strip, submitting with tid) for
// members, admins, strangers and visitors. The site lists and back office stay with site trainings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createProblem, setSubmitInterval, submit } from '../submissions/test-fixtures.ts';
import { trainingProblems } from '../trainings/tables.ts';
import { solve, trainingForm } from '../trainings/test-kit.ts';
import { call, groupCast, type GroupCast } from './problem-test-kit.ts';

type Problem = Awaited<ReturnType<typeof createProblem>>;

describe.each(BACKENDS)('group trainings on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let g: GroupCast;
  let other: GroupCast;
  const p: Record<string, Problem> = {};

  const createTraining = async (token: string, gid: number, form: object = {}) =>
    call(t, 'POST', '/api/group/training', token, { gid, training: trainingForm(form) });
  const newTraining = async (form: object = {}) => (await createTraining(g.admin.token, g.gid, form)).body.data.id as number;
  const add = (token: string, tid: number, pid: number) => call(t, 'POST', '/api/group/training/add-problem', token, { tid, pid });
  const ids = (records: { problemId: string }[]) => records.map((r) => r.problemId);

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
    g = await groupCast(t, 'ALGO1');
    other = await groupCast(t, 'MATH2');
    p.pub = await createProblem(t, { problemId: 'PUB1' });
    p.hidden = await createProblem(t, { problemId: 'HID1', auth: 2 });
    p.remote = await createProblem(t, { problemId: 'REM1', isRemote: true });
    p.mine = await createProblem(t, { problemId: 'ALGO1A', gid: g.gid });
    p.minePrivate = await createProblem(t, { problemId: 'ALGO1H', gid: g.gid, auth: 2 });
    p.theirs = await createProblem(t, { problemId: 'MATH2A', gid: other.gid });
  });
  afterAll(() => t.close());

  describe('administration', () => {
    it('lets the group admins create; members, strangers and other groups are refused', async () => {
      const made = await createTraining(g.admin.token, g.gid, { title: 'Made by an admin' });
      expect(made.code).toBe(200);
      const read = await call(t, 'GET', `/api/group/training?tid=${made.body.data.id}`, g.otherAdmin.token);
      expect([read.code, read.body.data.title, read.body.data.uid]).toEqual([200, 'Made by an admin', g.admin.uid]);
      for (const who of [g.member, g.applicant, g.stranger, other.owner]) {
        expect((await createTraining(who.token, g.gid)).code, who.username).toBe(403);
        expect((await call(t, 'GET', `/api/group/training?tid=${made.body.data.id}`, who.token)).code).toBe(403);
      }
      expect((await createTraining('', g.gid)).code).toBe(401);
      expect((await createTraining(g.admin.token, 987654)).code).toBe(404);
    });

    it('lets the creator, the group root and the site root edit, switch and delete; another admin is refused', async () => {
      const tid = await newTraining({ title: 'Editable' });
      const put = (token: string, gid = g.gid, title = 'Renamed') =>
        call(t, 'PUT', '/api/group/training', token, { gid, id: tid, training: trainingForm({ title }) });
      expect((await put(g.admin.token)).code).toBe(200);
      expect((await put(g.owner.token, g.gid, 'By the owner')).code).toBe(200);
      expect((await put(root, g.gid, 'By root')).code).toBe(200);
      const refused = await put(g.otherAdmin.token);
      expect([refused.code, refused.body.msg]).toEqual([
        403,
        'Only the training creator and the group owner may edit or delete this training',
      ]);
      expect((await put(other.owner.token, other.gid)).code).toBe(404);
      const status = (token: string) => call(t, 'PUT', '/api/group/training/change-training-status', token, { tid, status: false });
      expect((await status(g.otherAdmin.token)).code).toBe(403);
      expect((await status(g.admin.token)).code).toBe(200);
      const del = (token: string) => call(t, 'DELETE', `/api/group/training?tid=${tid}`, token);
      expect((await del(g.otherAdmin.token)).code).toBe(403);
      expect((await del(g.member.token)).code).toBe(403);
      expect((await del(g.owner.token)).code).toBe(200);
      expect((await call(t, 'GET', `/api/group/training?tid=${tid}`, root)).code).toBe(404);
    });

    it('keeps group and site trainings apart', async () => {
      const tid = await newTraining({ title: 'Not for the back office' });
      expect((await call(t, 'GET', `/api/admin/training?tid=${tid}`, root)).code).toBe(404);
      expect((await call(t, 'DELETE', `/api/admin/training?tid=${tid}`, root)).code).toBe(404);
      const site = (await call(t, 'POST', '/api/admin/training', root, { training: trainingForm({ title: 'Site one' }) })).body.data.id;
      expect((await call(t, 'GET', `/api/group/training?tid=${site}`, root)).code).toBe(404);
      expect((await call(t, 'DELETE', `/api/group/training?tid=${site}`, root)).code).toBe(404);
      const siteList = await call(t, 'GET', '/api/get-training-list?limit=100', root);
      expect(siteList.body.data.records.map((r: { title: string }) => r.title)).toEqual(['Site one']);
    });
  });

  describe('problems', () => {
    let tid: number;
    beforeAll(async () => {
      tid = await newTraining({ title: 'With problems' });
    });

    it('offers the group public problems and the public site ones in the picker', async () => {
      const picker = await call(
        t,
        'GET',
        `/api/group/training/get-problem-list?tid=${tid}&queryExisted=false&limit=100`,
        g.otherAdmin.token,
      );
      expect(picker.code).toBe(200);
      expect(ids(picker.body.data.records)).toEqual(['PUB1', 'ALGO1A']);
      expect((await call(t, 'GET', `/api/group/training/get-problem-list?tid=${tid}&queryExisted=false`, g.member.token)).code).toBe(403);
    });

    it('adds those, refuses hidden, remote and other groups problems, then ranks and removes', async () => {
      expect((await add(g.admin.token, tid, p.mine.id)).code).toBe(200);
      expect((await add(g.admin.token, tid, p.pub.id)).code).toBe(200);
      expect((await add(g.admin.token, tid, p.pub.id)).code).toBe(400);
      const theirs = await add(g.admin.token, tid, p.theirs.id);
      expect([theirs.code, theirs.body.msg]).toEqual([400, 'Problems of another group cannot be added']);
      for (const pid of [p.minePrivate.id, p.hidden.id, p.remote.id]) {
        const refused = await add(g.admin.token, tid, pid);
        expect([refused.code, refused.body.msg]).toEqual([400, 'Only public problems and this group’s public problems can be added']);
      }
      expect((await add(g.otherAdmin.token, tid, p.pub.id)).code).toBe(403);
      const listed = await call(t, 'GET', `/api/group/training/get-problem-list?tid=${tid}`, g.otherAdmin.token);
      expect(ids(listed.body.data.records)).toEqual(['ALGO1A', 'PUB1']);
      expect((await call(t, 'PUT', '/api/group/training/problem', g.admin.token, { tid, pid: p.pub.id, rank: 1 })).code).toBe(200);
      expect((await call(t, 'PUT', '/api/group/training/problem', g.otherAdmin.token, { tid, pid: p.pub.id, rank: 1 })).code).toBe(403);
      const ranked = await call(t, 'GET', `/api/group/training/get-problem-list?tid=${tid}`, g.admin.token);
      expect(ids(ranked.body.data.records)).toEqual(['PUB1', 'ALGO1A']);
      expect((await call(t, 'DELETE', `/api/group/training/problem?tid=${tid}&pid=${p.pub.id}`, g.otherAdmin.token)).code).toBe(403);
      expect((await call(t, 'DELETE', `/api/group/training/problem?tid=${tid}&pid=${p.pub.id}`, g.owner.token)).code).toBe(200);
      const left = await call(t, 'GET', `/api/group/training/get-problem-list?tid=${tid}`, g.admin.token);
      expect(ids(left.body.data.records)).toEqual(['ALGO1A']);
    });
  });

  describe('lists', () => {
    it('shows members the visible trainings and admins the hidden ones too', async () => {
      await newTraining({ title: 'Hidden one', status: false });
      const titles = async (token: string) => {
        const res = await call(t, 'GET', `/api/get-group-training-list?gid=${g.gid}&limit=100`, token);
        expect(res.code).toBe(200);
        return res.body.data.records.map((r: { title: string }) => r.title) as string[];
      };
      expect(await titles(g.member.token)).not.toContain('Hidden one');
      expect(await titles(g.otherAdmin.token)).toContain('Hidden one');
      expect(await titles(root)).toContain('Hidden one');
      const stranger = await call(t, 'GET', `/api/get-group-training-list?gid=${g.gid}`, g.stranger.token);
      expect(stranger.code).toBe(403);
      expect((await call(t, 'GET', `/api/get-group-training-list?gid=${g.gid}`, g.applicant.token)).code).toBe(403);
      expect((await call(t, 'GET', `/api/get-group-training-list?gid=${g.gid}`)).code).toBe(401);
      const admin = await call(t, 'GET', `/api/group/get-admin-training-list?gid=${g.gid}&limit=100`, g.otherAdmin.token);
      expect(admin.body.data.records.map((r: { title: string }) => r.title)).toContain('Hidden one');
      expect(admin.body.data.records.every((r: { privatePwd: unknown }) => r.privatePwd !== undefined)).toBe(true);
      expect((await call(t, 'GET', `/api/group/get-admin-training-list?gid=${g.gid}`, g.member.token)).code).toBe(403);
      const theirs = await call(t, 'GET', `/api/get-group-training-list?gid=${other.gid}`, g.owner.token);
      expect(theirs.code).toBe(403);
    });
  });

  describe('the site training calls on a group training', () => {
    let open: number;
    let locked: number;
    beforeAll(async () => {
      await setSubmitInterval(t, 0);
      open = await newTraining({ title: 'Open to members' });
      locked = await newTraining({ title: 'Locked', auth: 'Private', privatePwd: 'pw' });
      for (const tid of [open, locked]) for (const pid of [p.mine.id, p.pub.id]) await add(g.admin.token, tid, pid);
      // Shown problems only: a group problem made private after it joined stays out.
      await t.db.insert(trainingProblems).values({ tid: open, pid: p.minePrivate.id, rank: 0 });
    });

    it('opens the detail, problem list and focus strip to members, not to strangers or visitors', async () => {
      await solve(t, g.member, p.mine);
      const detail = await call(t, 'GET', `/api/get-training-detail?tid=${open}`, g.member.token);
      expect([detail.code, detail.body.data.problemCount, detail.body.data.acCount]).toEqual([200, 2, 1]);
      const listed = await call(t, 'GET', `/api/get-group-training-list?gid=${g.gid}&keyword=Open`, g.member.token);
      expect(listed.body.data.records.map((r: { problemCount: number; acCount: number }) => [r.problemCount, r.acCount])).toEqual([[2, 1]]);
      const problems = await call(t, 'GET', `/api/get-training-problem-list?tid=${open}`, g.member.token);
      expect(ids(problems.body.data)).toEqual(['ALGO1A', 'PUB1']);
      const strip = await call(t, 'GET', `/api/get-full-screen-problem-list?tid=${open}`, g.member.token);
      expect(ids(strip.body.data)).toEqual(['ALGO1A', 'PUB1']);
      expect((await call(t, 'GET', `/api/get-training-access?tid=${open}`, g.member.token)).body.data).toEqual({ access: true });
      for (const url of [
        `/api/get-training-detail?tid=${open}`,
        `/api/get-training-problem-list?tid=${open}`,
        `/api/get-full-screen-problem-list?tid=${open}`,
        `/api/get-training-access?tid=${open}`,
      ]) {
        const stranger = await call(t, 'GET', url, g.stranger.token);
        expect([stranger.code, stranger.body.msg], url).toEqual([403, 'This training belongs to a group; only its members may open it']);
        expect((await call(t, 'GET', url, g.applicant.token)).code, url).toBe(403);
        expect((await call(t, 'GET', url)).code, url).toBe(401);
        expect((await call(t, 'GET', url, root)).code, url).toBe(200);
      }
    });

    it('keeps the password rule of a private group training for members; its admins open it without one', async () => {
      expect((await call(t, 'GET', `/api/get-training-access?tid=${locked}`, g.member.token)).body.data).toEqual({ access: false });
      expect((await call(t, 'GET', `/api/get-training-problem-list?tid=${locked}`, g.member.token)).code).toBe(403);
      expect((await call(t, 'GET', `/api/get-training-access?tid=${locked}`, g.otherAdmin.token)).body.data).toEqual({ access: true });
      expect((await call(t, 'POST', '/api/register-training', g.stranger.token, { tid: locked, password: 'pw' })).code).toBe(403);
      expect((await call(t, 'POST', '/api/register-training', g.member.token, { tid: locked, password: 'no' })).code).toBe(400);
      expect((await call(t, 'POST', '/api/register-training', g.member.token, { tid: locked, password: 'pw' })).code).toBe(200);
      expect((await call(t, 'GET', `/api/get-training-problem-list?tid=${locked}`, g.member.token)).code).toBe(200);
    });

    it('hides a hidden group training from members but not from its admins', async () => {
      const hidden = await newTraining({ title: 'Hidden detail', status: false });
      expect((await call(t, 'GET', `/api/get-training-detail?tid=${hidden}`, g.member.token)).code).toBe(404);
      expect((await call(t, 'GET', `/api/get-training-detail?tid=${hidden}`, g.otherAdmin.token)).code).toBe(200);
    });

    it('judges submissions with tid for members (a group problem with its gid too), not for strangers', async () => {
      const pub = await submit(t, g.member.token, 'PUB1', { tid: open });
      expect(pub.code).toBe(200);
      const mine = await submit(t, g.member.token, 'ALGO1A', { tid: open, gid: g.gid });
      expect(mine.code).toBe(200);
      const stranger = await submit(t, g.stranger.token, 'PUB1', { tid: open });
      expect([stranger.code, stranger.body.msg]).toEqual([403, 'This training belongs to a group; only its members may open it']);
      expect((await submit(t, g.member.token, 'PUB1', { tid: locked })).code).toBe(200);
      expect((await submit(t, other.member.token, 'PUB1', { tid: locked })).code).toBe(403);
    });
  });
});
