// Groups as users see and run them: the list (visibility, filters, onlyMine, member counts, codes), a group's
// page, access and authority, creating (roles, solved minimum, daily and owned limits, unique names,
// validation), editing and disbanding (permissions, cascade); and the group's problems for its members: the
// list with counts and statuses, the problem page, submitting (no solved row), submissions and the focus strip.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, type Group } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { problems, problemTags, tags } from '../problems/tables.ts';
import { updateSwitchConfig } from '../site/config.ts';
import { acceptedProblems, submissions } from '../submissions/tables.ts';
import { createProblem, FakeJudge, setSubmitInterval, submit, userWithToken, verdict } from '../submissions/test-fixtures.ts';
import { trainingProblems, trainings } from '../trainings/tables.ts';
import { groupMembers, groups } from './tables.ts';
import type { Mailbox } from '../accounts/test-mailbox.ts';
import { disband, groupMailbox, rootCaller, verifyCode } from './disband-test-kit.ts';
import { addMember, call, createGroup, groupForm, userWithSolved } from './test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(PARITY_BACKENDS)('groups on %s', (backend) => {
  let t: TestApp;
  let root: string;
  /** Owns the private and hidden groups (20 solved problems). */
  let owner: User;
  /** Level 3 in every group below; level 4 in the public one. */
  let member: User;
  /** Applying (level 1) to the public group. */
  let applicant: User;
  let stranger: User;
  const gid = { pub: 0, prot: 0, priv: 0, hidden: 0, banned: 0 };
  let mailbox: Mailbox;

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
    owner = await userWithSolved(t, 20);
    member = await userWithToken(t, 1002, 'member');
    applicant = await userWithToken(t, 1002, 'applicant');
    stranger = await userWithToken(t, 1002, 'stranger');
    gid.pub = await createGroup(t, root, { name: 'Public Algorithms', shortName: 'pubalgo', auth: 1 });
    gid.prot = await createGroup(t, root, { name: 'Protected Club', shortName: 'protclub', auth: 2 });
    gid.priv = await createGroup(t, owner.token, { name: 'Private 100%_Team', shortName: 'privteam', auth: 3, code: 'abc123' });
    gid.hidden = await createGroup(t, owner.token, { name: 'Hidden Circle', shortName: 'hidcircle', visible: false });
    gid.banned = await createGroup(t, root, { name: 'Banned Group', shortName: 'banned' });
    await t.db.update(groups).set({ status: 1 }).where(eq(groups.id, gid.banned));
    for (const g of [gid.prot, gid.priv, gid.hidden]) await addMember(t, g, member.uid, 3);
    await addMember(t, gid.pub, member.uid, 4);
    await addMember(t, gid.pub, applicant.uid, 1, 'Let me in please');
    mailbox = await groupMailbox(t);
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  const get = (url: string, token?: string) => call(t, 'GET', url, token);
  const names = (rows: Group[]) => rows.map((g) => g.name);

  describe('get-group-list', () => {
    it('visitors see the visible normal groups in id order, without codes, with members of level 3 to 5', async () => {
      const { body } = await get('/api/get-group-list');
      expect(body.data.total).toBe(3);
      expect(names(body.data.records)).toEqual(['Public Algorithms', 'Protected Club', 'Private 100%_Team']);
      const pub = body.data.records[0];
      expect(pub).toMatchObject({
        id: gid.pub,
        owner: 'root',
        auth: 1,
        visible: true,
        memberCount: 2,
        code: null,
        shortName: 'pubalgo',
        avatar: null,
      });
      expect(body.data.records[2]).toMatchObject({ owner: owner.username, code: null, memberCount: 2 });
      expect(gid.pub).toBeGreaterThanOrEqual(1000);
    });

    it('hidden groups for their members, banned ones for the site root alone', async () => {
      expect(names((await get('/api/get-group-list', member.token)).body.data.records)).toContain('Hidden Circle');
      expect(names((await get('/api/get-group-list', stranger.token)).body.data.records)).not.toContain('Hidden Circle');
      const all = (await get('/api/get-group-list?limit=30', root)).body.data;
      expect(all.total).toBe(5);
      expect(names(all.records)).toEqual(expect.arrayContaining(['Hidden Circle', 'Banned Group']));
    });

    it('the invitation code only for the group root and the site root', async () => {
      const code = async (token: string) =>
        (await get('/api/get-group-list', token)).body.data.records.find((g: Group) => g.id === gid.priv).code;
      expect(await code(owner.token)).toBe('abc123');
      expect(await code(root)).toBe('abc123');
      expect(await code(member.token)).toBeNull();
      expect((await get(`/api/get-group-detail?gid=${gid.priv}`, member.token)).body.data.code).toBeNull();
      expect((await get(`/api/get-group-detail?gid=${gid.priv}`, owner.token)).body.data.code).toBe('abc123');
    });

    it('keyword on name, owner or short name, case-insensitive, wildcards literal; auth filter; paging', async () => {
      const find = async (query: string, token?: string) => names((await get(`/api/get-group-list?${query}`, token)).body.data.records);
      expect(await find('keyword=ALGO')).toEqual(['Public Algorithms']);
      expect(await find('keyword=PROTCLUB')).toEqual(['Protected Club']);
      expect(await find(`keyword=${owner.username.toUpperCase()}`)).toEqual(['Private 100%_Team']);
      expect(await find(`keyword=${owner.username}`, member.token)).toEqual(['Private 100%_Team', 'Hidden Circle']);
      expect(await find('keyword=100%25_')).toEqual(['Private 100%_Team']);
      expect(await find('keyword=0%25a')).toEqual([]);
      expect(await find('auth=2')).toEqual(['Protected Club']);
      expect(await find('auth=&keyword=')).toHaveLength(3);
      const paged = (await get('/api/get-group-list?limit=2&currentPage=2')).body.data;
      expect([paged.total, names(paged.records)]).toEqual([3, ['Private 100%_Team']]);
      const bad = await get('/api/get-group-list?auth=7');
      expect([bad.code, bad.body.msg]).toEqual([400, 'The group auth must be public (1), protected (2) or private (3)']);
    });

    it('onlyMine: the groups where the caller is level 3 to 5; nothing for visitors or applicants', async () => {
      expect(names((await get('/api/get-group-list?onlyMine=true', member.token)).body.data.records)).toEqual([
        'Public Algorithms',
        'Protected Club',
        'Private 100%_Team',
        'Hidden Circle',
      ]);
      expect((await get('/api/get-group-list?onlyMine=true', applicant.token)).body.data).toEqual({ records: [], total: 0 });
      expect((await get('/api/get-group-list?onlyMine=true')).body.data).toEqual({ records: [], total: 0 });
      expect(names((await get('/api/get-group-list?onlyMine=true', owner.token)).body.data.records)).toEqual([
        'Private 100%_Team',
        'Hidden Circle',
      ]);
    });
  });

  describe('get-group-detail, get-group-access, get-group-auth', () => {
    it('hidden and banned groups are 404 to outsiders', async () => {
      for (const [g, token] of [
        [gid.hidden, stranger.token],
        [gid.hidden, undefined],
        [gid.banned, member.token],
        [987654, root],
      ] as const) {
        for (const url of ['get-group-detail', 'get-group-access', 'get-group-auth']) {
          const res = await get(`/api/${url}?gid=${g}`, token);
          expect([res.code, res.body.msg], url).toEqual([404, 'The group does not exist or is hidden']);
        }
      }
      expect((await get(`/api/get-group-detail?gid=${gid.hidden}`, member.token)).body.data.name).toBe('Hidden Circle');
      expect((await get(`/api/get-group-detail?gid=${gid.banned}`, root)).code).toBe(200);
      expect((await get('/api/get-group-detail?gid=abc')).body.msg).toBe('Please give the group id');
    });

    it('access and authority per caller', async () => {
      const access = async (token?: string) => (await get(`/api/get-group-access?gid=${gid.pub}`, token)).body.data;
      const auth = async (token?: string) => (await get(`/api/get-group-auth?gid=${gid.pub}`, token)).body.data.auth;
      expect(await access()).toEqual({ access: false, isGroupAdmin: false, isGroupRoot: false });
      expect(await access(stranger.token)).toEqual({ access: false, isGroupAdmin: false, isGroupRoot: false });
      expect(await access(applicant.token)).toEqual({ access: false, isGroupAdmin: false, isGroupRoot: false });
      expect(await access(member.token)).toEqual({ access: true, isGroupAdmin: true, isGroupRoot: false });
      expect(await access(root)).toEqual({ access: true, isGroupAdmin: true, isGroupRoot: true });
      expect([await auth(), await auth(stranger.token), await auth(applicant.token), await auth(member.token), await auth(root)]).toEqual([
        null,
        null,
        1,
        4,
        5,
      ]);
      expect((await get(`/api/get-group-access?gid=${gid.priv}`, owner.token)).body.data).toEqual({
        access: true,
        isGroupAdmin: true,
        isGroupRoot: true,
      });
    });
  });

  describe('POST /api/group', () => {
    const create = (token: string, overrides = {}) => call(t, 'POST', '/api/group', token, { group: groupForm(overrides) });
    /** Moves the user's groups out of the last 24 hours. */
    const backdate = (uid: string) =>
      t.db
        .update(groups)
        .set({ gmtCreate: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(groups.uid, uid));

    it('the creator becomes its root; the code is kept for private groups only', async () => {
      const creator = await userWithSolved(t, 20);
      const res = await create(creator.token, { auth: 2, code: 'zzzzzz' });
      expect(res.code).toBe(200);
      expect(res.body.data).toMatchObject({ owner: creator.username, uid: creator.uid, auth: 2, code: null, memberCount: 1 });
      const [row] = await t.db.select().from(groupMembers).where(eq(groupMembers.gid, res.body.data.id));
      expect(row).toMatchObject({ uid: creator.uid, auth: 5 });
      expect((await get(`/api/get-group-auth?gid=${res.body.data.id}`, creator.token)).body.data.auth).toBe(5);
    });

    it('checks the form with translated messages', async () => {
      const cases: [object, string][] = [
        [{ name: 'abc' }, 'The group name must be 5 to 25 characters'],
        [{ name: '   ' }, 'The group name is required'],
        [{ shortName: 'has space' }, 'The short name may only contain letters, digits, underscores and hyphens'],
        [{ shortName: 'x'.repeat(11) }, 'The short name must be 5 to 10 characters'],
        [{ brief: '' }, 'The brief is required'],
        [{ description: 'x'.repeat(1001) }, 'The description must be 5 to 1000 characters'],
        [{ auth: 3, code: '12345' }, 'The invitation code must be 6 characters'],
        [{ auth: 3 }, 'The invitation code must be 6 characters'],
        [{ auth: 4 }, 'The group auth must be public (1), protected (2) or private (3)'],
      ];
      for (const [overrides, msg] of cases) {
        const res = await create(root, overrides);
        expect([res.code, res.body.msg], JSON.stringify(overrides)).toEqual([400, msg]);
      }
      const zh = await t.request({ method: 'POST', url: '/api/group', token: root, payload: { group: groupForm({ name: 'abc' }) } });
      expect(JSON.parse(zh.body).msg).toBe('团队名称长度应为 5 到 25 个字符');
    });

    it('names and short names are unique whatever their case', async () => {
      const name = await create(root, { name: 'PUBLIC algorithms' });
      expect([name.code, name.body.msg]).toEqual([400, 'The group name is already taken']);
      const short = await create(root, { shortName: 'PUBALGO' });
      expect([short.code, short.body.msg]).toEqual([400, 'The short name is already taken']);
    });

    it('ordinary users need 20 solved problems, create at most 2 a day and own at most 5; admin roles are exempt', async () => {
      const few = await userWithSolved(t, 19);
      const refused = await create(few.token);
      expect([refused.code, refused.body.msg]).toEqual([400, 'You need to solve at least 20 problems to create a group']);

      const maker = await userWithSolved(t, 20);
      for (let i = 0; i < 2; i++) expect((await create(maker.token)).code).toBe(200);
      const daily = await create(maker.token);
      expect([daily.code, daily.body.msg]).toEqual([400, 'You may create at most 2 groups in 24 hours']);
      await backdate(maker.uid);
      for (let i = 0; i < 2; i++) expect((await create(maker.token)).code).toBe(200);
      await backdate(maker.uid);
      expect((await create(maker.token)).code).toBe(200);
      const owned = await create(maker.token);
      expect([owned.code, owned.body.msg]).toEqual([400, 'You may own at most 5 groups']);
      expect(await t.db.$count(groups, eq(groups.uid, maker.uid))).toBe(5);

      for (const role of [1001, 1008] as const) {
        const admin = await userWithToken(t, role);
        for (let i = 0; i < 3; i++) expect((await create(admin.token)).code).toBe(200);
      }
    });

    it('the three thresholds are the site switches of the back office', async () => {
      await updateSwitchConfig(t.db, { defaultCreateGroupACInitValue: 2, defaultCreateGroupDailyLimit: 1, defaultCreateGroupLimit: 2 });
      try {
        const novice = await userWithSolved(t, 1);
        expect((await create(novice.token)).body.msg).toBe('You need to solve at least 2 problems to create a group');
        const maker = await userWithSolved(t, 2);
        expect((await create(maker.token)).code).toBe(200);
        expect((await create(maker.token)).body.msg).toBe('You may create at most 1 groups in 24 hours');
        await backdate(maker.uid);
        expect((await create(maker.token)).code).toBe(200);
        await backdate(maker.uid);
        expect((await create(maker.token)).body.msg).toBe('You may own at most 2 groups');

        // 0 solved needed: a user who solved nothing may create one.
        await updateSwitchConfig(t.db, { defaultCreateGroupACInitValue: 0 });
        expect((await create((await userWithSolved(t, 0)).token)).code).toBe(200);
      } finally {
        await updateSwitchConfig(t.db, { defaultCreateGroupACInitValue: 20, defaultCreateGroupDailyLimit: 2, defaultCreateGroupLimit: 5 });
      }
    });
  });

  describe('PUT and DELETE /api/group', () => {
    it('edits: the group root and the site root; the code goes when the group stops being private', async () => {
      const owner = await userWithSolved(t, 20);
      const g = await createGroup(t, owner.token, { name: 'Editable group', shortName: 'editable', auth: 3, code: 'qwerty' });
      await addMember(t, g, member.uid, 4);
      const update = (token: string, overrides = {}) =>
        call(t, 'PUT', '/api/group', token, {
          gid: g,
          group: groupForm({ name: 'Editable group', shortName: 'editable', auth: 3, code: 'qwerty', ...overrides }),
        });
      const refused = await update(member.token);
      expect([refused.code, refused.body.msg]).toEqual([403, 'Only the group owner or a super admin may do this']);
      expect((await update(stranger.token)).code).toBe(403);
      const renamed = await update(owner.token, { name: 'EDITABLE GROUP', brief: 'New brief here' });
      expect(renamed.body.data).toMatchObject({ name: 'EDITABLE GROUP', brief: 'New brief here', code: 'qwerty' });
      const taken = await update(owner.token, { shortName: 'PubAlgo' });
      expect([taken.code, taken.body.msg]).toEqual([400, 'The short name is already taken']);
      const opened = await update(root, { auth: 1 });
      expect(opened.body.data).toMatchObject({ auth: 1, code: null, owner: owner.username });
      const [row] = await t.db.select().from(groups).where(eq(groups.id, g));
      expect(row.code).toBeNull();
    });

    it('disbands: the owner or the site root, with its members, problems (and their submissions), trainings and tags', async () => {
      const owner = await userWithSolved(t, 20);
      const g = await createGroup(t, owner.token, { name: 'Doomed group', shortName: 'doomed' });
      await addMember(t, g, member.uid, 4);
      const problem = await createProblem(t, { problemId: 'DOOMED-1', gid: g });
      const other = await createProblem(t, { problemId: 'SURVIVOR' });
      const [tag] = await t.db.insert(tags).values({ name: 'doomed tag', gid: g }).returning();
      await t.db.insert(problemTags).values({ pid: problem.id, tid: tag.id });
      const [training] = await t.db.insert(trainings).values({ title: 'Doomed training', gid: g }).returning();
      await t.db.insert(trainingProblems).values([
        { tid: training.id, pid: problem.id },
        { tid: training.id, pid: other.id },
      ]);
      await t.db
        .insert(submissions)
        .values({ pid: problem.id, displayPid: problem.problemId, uid: member.uid, username: member.username, language: 'C', gid: g });

      for (const who of [member, stranger]) {
        const res = await call(t, 'DELETE', `/api/group?gid=${g}`, who.token, await verifyCode(t, mailbox, who));
        expect([res.code, res.body.msg]).toEqual([403, 'Only the group owner or a super admin may do this']);
      }
      expect((await disband(t, mailbox, owner, g)).code).toBe(200);
      expect(await t.db.$count(groups, eq(groups.id, g))).toBe(0);
      expect(await t.db.$count(groupMembers, eq(groupMembers.gid, g))).toBe(0);
      expect(await t.db.$count(problems, eq(problems.gid, g))).toBe(0);
      expect(await t.db.$count(submissions, eq(submissions.gid, g))).toBe(0);
      expect(await t.db.$count(trainings, eq(trainings.gid, g))).toBe(0);
      expect(await t.db.$count(trainingProblems, eq(trainingProblems.tid, training.id))).toBe(0);
      expect(await t.db.$count(tags, eq(tags.gid, g))).toBe(0);
      expect(await t.db.$count(problems, eq(problems.id, other.id))).toBe(1);
      expect((await disband(t, mailbox, owner, g)).code).toBe(404);

      const byRoot = await createGroup(t, owner.token, { name: 'Doomed by root', shortName: 'doomed2' });
      expect((await disband(t, mailbox, await rootCaller(t), byRoot)).code).toBe(200);
    });
  });

  describe('group problems for members', () => {
    let judge: FakeJudge;
    let g: number;
    let owner: User, admin: User, plain: User;
    const pid: Record<string, number> = {};

    beforeAll(async () => {
      await setSubmitInterval(t, 0);
      await updateSwitchConfig(t.db, { openGroupJudge: true });
      judge = await new FakeJudge(t).start();
      owner = await userWithSolved(t, 20);
      g = await createGroup(t, owner.token, { name: 'Problem solvers', shortName: 'solvers' });
      admin = await userWithToken(t, 1002, 'gadmin');
      plain = await userWithToken(t, 1002, 'gplain');
      await addMember(t, g, admin.uid, 4);
      await addMember(t, g, plain.uid, 3);
      await addMember(t, g, applicant.uid, 1);
      pid.AA = (await createProblem(t, { problemId: 'SOLVERS-AA', gid: g })).id;
      pid.B = (await createProblem(t, { problemId: 'SOLVERS-B', gid: g })).id;
      pid.HID = (await createProblem(t, { problemId: 'SOLVERS-HID', gid: g, auth: 2 })).id;
      pid.OTHER = (await createProblem(t, { problemId: 'PUBALGO-1', gid: gid.pub })).id;
      pid.PUBLIC = (await createProblem(t, { problemId: 'PLAIN1' })).id;
    });

    const list = (token?: string, query = '') => get(`/api/get-group-problem-list?gid=${g}${query}`, token);

    it('get-group-problem-list: members only (401 visitors, 403 others, 404 hidden), public ones in display-id order', async () => {
      expect((await list()).code).toBe(401);
      for (const who of [stranger, applicant]) {
        const res = await list(who.token);
        expect([res.code, res.body.msg]).toEqual([403, 'Only members of the group may see this']);
      }
      expect((await get(`/api/get-group-problem-list?gid=${gid.hidden}`, stranger.token)).code).toBe(404);
      const { body } = await list(plain.token);
      expect(body.data.total).toBe(2);
      expect(body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['SOLVERS-B', 'SOLVERS-AA']);
      expect(body.data.records[0]).toMatchObject({
        pid: pid.B,
        title: 'Title of SOLVERS-B',
        difficulty: 0,
        type: 0,
        tags: [],
        ac: 0,
        total: 0,
        myStatus: JudgeStatus.NotSubmitted,
      });
      expect(body.data.records[0]).not.toHaveProperty('gmtModified');
      expect((await list(root, '&keyword=aa')).body.data.records.map((r: { pid: number }) => r.pid)).toEqual([pid.AA]);
      expect((await list(plain.token, '&limit=1&currentPage=2')).body.data).toMatchObject({ total: 2, records: [{ pid: pid.AA }] });
    });

    it('get-problem-detail: members with the gid; 404 without it or with another, 403 strangers, 401 visitors; hidden ones for group admins', async () => {
      const detail = (problemId: string, token?: string, gidParam: number | null = g) =>
        get(`/api/get-problem-detail?problemId=${problemId}${gidParam ? `&gid=${gidParam}` : ''}`, token);
      expect((await detail('SOLVERS-AA', plain.token)).body.data.problem).toMatchObject({ id: pid.AA, gid: g });
      expect((await detail('SOLVERS-AA', plain.token, null)).code).toBe(404);
      expect((await detail('SOLVERS-AA', plain.token, gid.pub)).code).toBe(404);
      const refused = await detail('SOLVERS-AA', stranger.token);
      expect([refused.code, refused.body.msg]).toEqual([403, 'The problem belongs to a group; only its members may see it']);
      expect((await detail('SOLVERS-AA', applicant.token)).code).toBe(403);
      expect((await detail('SOLVERS-AA')).code).toBe(401);
      // Admin roles no longer read group problems as such; the site root does, with or without the gid.
      expect((await detail('SOLVERS-AA', (await userWithToken(t, 1001)).token)).code).toBe(403);
      expect((await detail('SOLVERS-AA', root, null)).code).toBe(200);
      expect((await detail('SOLVERS-HID', plain.token)).code).toBe(403);
      expect((await detail('SOLVERS-HID', admin.token)).code).toBe(200);
      for (const url of ['/api/get-problem-code-template', '/api/get-problem-languages', '/api/get-problem-tags', '/api/languages']) {
        expect((await get(`${url}?pid=${pid.AA}`, plain.token)).code, url).toBe(200);
        expect((await get(`${url}?pid=${pid.AA}`, stranger.token)).code, url).toBe(404);
        expect((await get(`${url}?pid=${pid.HID}`, plain.token)).code, url).toBe(404);
      }
    });

    it('submitting with the gid: members of the problem’s group only; a group AC adds no solved row', async () => {
      const strangerTry = await submit(t, stranger.token, 'SOLVERS-AA', { gid: g });
      expect([strangerTry.code, strangerTry.body.msg]).toEqual([403, 'Only members of the group may submit to its problems']);
      const elsewhere = await submit(t, plain.token, 'PUBALGO-1', { gid: g });
      expect([elsewhere.code, elsewhere.body.msg]).toEqual([404, 'The problem is not one of this group']);
      const publicOne = await submit(t, plain.token, 'PLAIN1', { gid: g });
      expect(publicOne.code).toBe(404);
      const noGid = await submit(t, plain.token, 'SOLVERS-AA');
      expect([noGid.code, noGid.body.msg]).toEqual([403, 'The problem belongs to a group; submit it from inside the group']);
      expect((await submit(t, plain.token, 'SOLVERS-HID', { gid: g })).code).toBe(403);
      expect((await submit(t, plain.token, 'SOLVERS-AA', { gid: gid.hidden })).code).toBe(404);

      await updateSwitchConfig(t.db, { openGroupJudge: false });
      expect((await submit(t, plain.token, 'SOLVERS-AA', { gid: g })).code).toBe(403);
      await updateSwitchConfig(t.db, { openGroupJudge: true });

      const ok = await submit(t, plain.token, 'SOLVERS-AA', { gid: g });
      expect(ok.code).toBe(200);
      expect(ok.body.data).toMatchObject({ gid: g, cid: 0, displayPid: 'SOLVERS-AA' });
      await judge.judgeAll(() => verdict(JudgeStatus.Accepted));
      expect((await t.db.select().from(submissions).where(eq(submissions.submitId, ok.body.data.submitId)))[0].status).toBe(
        JudgeStatus.Accepted,
      );
      expect(await t.db.$count(acceptedProblems, eq(acceptedProblems.uid, plain.uid))).toBe(0);

      const rows = (await list(plain.token)).body.data.records;
      expect(rows.find((r: { pid: number }) => r.pid === pid.AA)).toMatchObject({ ac: 1, total: 1, myStatus: JudgeStatus.Accepted });
      expect((await list(admin.token)).body.data.records.find((r: { pid: number }) => r.pid === pid.AA)).toMatchObject({
        ac: 1,
        total: 1,
        myStatus: JudgeStatus.NotSubmitted,
      });
      expect((await submit(t, root, 'SOLVERS-AA', { gid: g })).code).toBe(200);
    });

    it('group submissions: the row and code for the author, the group admins and the site root; the list for members', async () => {
      const res = await submit(t, plain.token, 'SOLVERS-B', { gid: g });
      const id = res.body.data.submitId;
      const detail = (token?: string) => get(`/api/get-submission-detail?submitId=${id}`, token);
      for (const who of [plain.token, admin.token, owner.token, root])
        expect((await detail(who)).body.data.submission.code, who).toContain('scanf');
      const other = await userWithToken(t, 1002, 'gother');
      await addMember(t, g, other.uid, 3);
      for (const who of [other.token, stranger.token, (await userWithToken(t, 1001)).token, undefined])
        expect((await detail(who)).code).toBe(403);
      const statuses = await call(t, 'POST', '/api/check-submissions-status', admin.token, { submitIds: [id] });
      expect(statuses.body.data.map((r: { submitId: number }) => r.submitId)).toEqual([id]);
      expect((await call(t, 'POST', '/api/check-submissions-status', other.token, { submitIds: [id] })).body.data).toEqual([]);

      const groupList = await get(`/api/get-submission-list?gid=${g}`, other.token);
      expect(groupList.body.data.records.map((r: { submitId: number }) => r.submitId)).toContain(id);
      expect(groupList.body.data.records.every((r: { gid: number }) => r.gid === g)).toBe(true);
      expect((await get(`/api/get-submission-list?gid=${g}`, stranger.token)).code).toBe(404);
      expect(
        (await get('/api/get-submission-list?limit=300', plain.token)).body.data.records.some(
          (r: { gid: number | null }) => r.gid !== null,
        ),
      ).toBe(false);
    });

    it('get-full-screen-problem-list?gid: the group’s public problems with the member’s status', async () => {
      const strip = await get(`/api/get-full-screen-problem-list?gid=${g}`, plain.token);
      expect(strip.body.data).toEqual([
        { pid: pid.B, problemId: 'SOLVERS-B', title: 'Title of SOLVERS-B', myStatus: expect.any(Number) },
        { pid: pid.AA, problemId: 'SOLVERS-AA', title: 'Title of SOLVERS-AA', myStatus: JudgeStatus.Accepted },
      ]);
      expect((await get(`/api/get-full-screen-problem-list?gid=${g}`, stranger.token)).code).toBe(403);
      expect((await get(`/api/get-full-screen-problem-list?gid=${g}`)).code).toBe(401);
      const both = await get(`/api/get-full-screen-problem-list?gid=${g}&tid=1`, plain.token);
      expect([both.code, both.body.msg]).toEqual([400, 'Give exactly one of tid (training), cid (contest) or gid (group)']);
      expect(await t.db.$count(groupMembers, and(eq(groupMembers.gid, g), eq(groupMembers.uid, plain.uid)))).toBe(1);
    });

    it('case results of group submissions follow the group-admin rule: closed ones and wrong cases for the group’s admins, not the admin roles', async () => {
      await createProblem(t, { problemId: 'SOLVERS-CLOSED', gid: g, openCaseResult: false });
      const res = await submit(t, plain.token, 'SOLVERS-CLOSED', { gid: g });
      await judge.judgeAll(() => verdict(JudgeStatus.WrongAnswer));
      const id = res.body.data.submitId;
      const cases = (token: string) => get(`/api/get-all-case-result?submitId=${id}`, token);
      const wrongCase = (token: string) =>
        t.request({ method: 'GET', url: `/api/file/download-wrong-case?submitId=${id}`, token, headers: { 'accept-language': 'en-US' } });
      expect((await cases(plain.token)).body.msg).toBe(
        'The test case results of this problem are not open; only administrators can view them',
      );
      for (const who of [admin.token, owner.token, root]) {
        expect((await cases(who)).body.data.judgeCaseList, who).toEqual([
          expect.objectContaining({ status: JudgeStatus.WrongAnswer, inputData: 'input 1', outputData: 'expected 1' }),
        ]);
      }
      expect((await wrongCase(admin.token)).statusCode).toBe(200);
      const siteAdmin = (await userWithToken(t, 1001)).token;
      expect((await cases(siteAdmin)).code).toBe(403);
      expect(JSON.parse((await wrongCase(siteAdmin)).body).msg).toBe(
        'Only the author of the submission or an administrator can download its wrong case',
      );
    });
  });
});
