// Membership: joining per group auth (public at once, protected with a reason, private with the code too),
// applying again after a refusal, approving, refusing, promoting and removing under the level rules, leaving,
// and the member and application lists with their readers.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupMember } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { users } from '../accounts/tables.ts';
import { userWithToken } from '../submissions/test-fixtures.ts';
import { groupMembers } from './tables.ts';
import { addMember, call, createGroup } from './test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(BACKENDS)('group membership on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let owner: User;
  const gid = { pub: 0, prot: 0, priv: 0, hidden: 0 };

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
    owner = await userWithToken(t, 1001, 'owner');
    gid.pub = await createGroup(t, owner.token, { auth: 1 });
    gid.prot = await createGroup(t, owner.token, { auth: 2 });
    gid.priv = await createGroup(t, owner.token, { auth: 3, code: 'S3cret' });
    gid.hidden = await createGroup(t, owner.token, { auth: 1, visible: false });
  });
  afterAll(() => t?.close());

  const join = (token: string | undefined, body: object) => call(t, 'POST', '/api/group/member', token, body);
  const level = async (g: number, uid: string) =>
    (
      await t.db
        .select()
        .from(groupMembers)
        .where(and(eq(groupMembers.gid, g), eq(groupMembers.uid, uid)))
    )[0]?.auth ?? null;
  const setLevel = (token: string, g: number, uid: string, auth: number) =>
    call(t, 'PUT', '/api/group/member', token, { gid: g, uid, auth });
  const remove = (token: string, g: number, uid: string) => call(t, 'DELETE', `/api/group/member?gid=${g}&uid=${uid}`, token);

  describe('POST /api/group/member', () => {
    it('a public group takes the caller in at once; a member cannot join again', async () => {
      const u = await userWithToken(t);
      const res = await join(u.token, { gid: gid.pub });
      expect([res.code, res.body.msg]).toEqual([200, 'You have joined the group']);
      expect(await level(gid.pub, u.uid)).toBe(3);
      const again = await join(u.token, { gid: gid.pub });
      expect([again.code, again.body.msg]).toEqual([400, 'You are already a member of this group']);
      expect((await join(undefined, { gid: gid.pub })).code).toBe(401);
    });

    it('a protected group records an application with a reason of 5 to 100 characters', async () => {
      const u = await userWithToken(t);
      const missing = await join(u.token, { gid: gid.prot });
      expect([missing.code, missing.body.msg]).toEqual([400, 'The reason is required']);
      const short = await join(u.token, { gid: gid.prot, reason: 'abc' });
      expect([short.code, short.body.msg]).toEqual([400, 'The reason must be 5 to 100 characters']);
      const long = await join(u.token, { gid: gid.prot, reason: 'x'.repeat(101) });
      expect([long.code, long.body.msg]).toEqual([400, 'The reason must be 5 to 100 characters']);
      const ok = await join(u.token, { gid: gid.prot, reason: '  I like puzzles  ' });
      expect([ok.code, ok.body.msg]).toEqual([200, 'Applied; please wait for a group admin to review it']);
      const [row] = await t.db
        .select()
        .from(groupMembers)
        .where(and(eq(groupMembers.gid, gid.prot), eq(groupMembers.uid, u.uid)));
      expect(row).toMatchObject({ auth: 1, reason: 'I like puzzles' });
      const again = await join(u.token, { gid: gid.prot, reason: 'Once more please' });
      expect([again.code, again.body.msg]).toEqual([400, 'You have already applied; please wait for the review']);
      const zh = await t.request({ method: 'POST', url: '/api/group/member', token: u.token, payload: { gid: gid.prot, reason: 'again' } });
      expect(JSON.parse(zh.body).msg).toBe('您已提交申请，请等待审核');
    });

    it('a private group wants its code, then a reason', async () => {
      const u = await userWithToken(t);
      const wrong = await join(u.token, { gid: gid.priv, code: 'WRONG1', reason: 'Let me in' });
      expect([wrong.code, wrong.body.msg]).toEqual([400, 'Wrong invitation code']);
      expect((await join(u.token, { gid: gid.priv, reason: 'Let me in' })).body.msg).toBe('Wrong invitation code');
      expect((await join(u.token, { gid: gid.priv, code: 'S3cret' })).body.msg).toBe('The reason is required');
      expect((await join(u.token, { gid: gid.priv, code: 'S3cret', reason: 'Let me in' })).code).toBe(200);
      expect(await level(gid.priv, u.uid)).toBe(1);
    });

    it('invitation code guesses: 5 wrong ones per user and group, then 429, the right code too', async () => {
      const u = await userWithToken(t);
      for (let i = 0; i < 5; i++) expect((await join(u.token, { gid: gid.priv, code: `WRONG${i}`, reason: 'Let me in' })).code).toBe(400);
      const locked = await join(u.token, { gid: gid.priv, code: 'S3cret', reason: 'Let me in' });
      expect([locked.code, locked.body.msg]).toEqual([429, 'Too many wrong passwords or codes; please try again in 10 minutes']);
      expect(await level(gid.priv, u.uid)).toBeNull();
    });

    it('a hidden group is 404 to outsiders; a refused applicant may apply again', async () => {
      const u = await userWithToken(t);
      const hidden = await join(u.token, { gid: gid.hidden });
      expect([hidden.code, hidden.body.msg]).toEqual([404, 'The group does not exist or is hidden']);
      await addMember(t, gid.prot, u.uid, 2, 'Old reason');
      expect((await join(u.token, { gid: gid.prot, reason: 'New reason' })).code).toBe(200);
      expect(await level(gid.prot, u.uid)).toBe(1);
    });
  });

  describe('PUT and DELETE /api/group/member', () => {
    let g: number;
    let admin: User, admin2: User, member: User, applicant: User, refused: User, plain: User;

    beforeAll(async () => {
      g = await createGroup(t, owner.token, { auth: 2 });
      admin = await userWithToken(t, 1002, 'adm');
      admin2 = await userWithToken(t, 1002, 'adm');
      member = await userWithToken(t, 1002, 'mem');
      applicant = await userWithToken(t, 1002, 'app');
      refused = await userWithToken(t, 1002, 'ref');
      plain = await userWithToken(t, 1002, 'pln');
      await addMember(t, g, admin.uid, 4);
      await addMember(t, g, admin2.uid, 4);
      await addMember(t, g, member.uid, 3);
      await addMember(t, g, plain.uid, 3);
      await addMember(t, g, applicant.uid, 1, 'Please let me in');
      await addMember(t, g, refused.uid, 1, 'Me too please');
    });

    it('group admins approve (1 → 3) and refuse (1 → 2); members never go back below 3', async () => {
      expect((await setLevel(admin.token, g, applicant.uid, 3)).code).toBe(200);
      expect(await level(g, applicant.uid)).toBe(3);
      expect((await setLevel(admin.token, g, refused.uid, 2)).code).toBe(200);
      expect(await level(g, refused.uid)).toBe(2);
      const back = await setLevel(admin.token, g, applicant.uid, 2);
      expect([back.code, back.body.msg]).toEqual([400, 'A member who has joined cannot go back to applying or refused']);
      const bad = await setLevel(admin.token, g, applicant.uid, 5);
      expect([bad.code, bad.body.msg]).toEqual([400, 'A member level can only be set to refused (2), member (3) or admin (4)']);
      const unknown = await setLevel(admin.token, g, (await userWithToken(t)).uid, 3);
      expect([unknown.code, unknown.body.msg]).toEqual([404, 'The user is neither a member of nor an applicant to the group']);
    });

    it('the old and the new level must both be below the actor’s; the owner is untouchable; the site root ranks above all', async () => {
      const promote = await setLevel(admin.token, g, member.uid, 4);
      expect([promote.code, promote.body.msg]).toEqual([403, 'You may only manage members whose level is below yours']);
      expect((await setLevel(admin.token, g, admin2.uid, 3)).code).toBe(403);
      const plainTry = await setLevel(plain.token, g, member.uid, 3);
      expect([plainTry.code, plainTry.body.msg]).toEqual([403, 'Only the group admins may do this']);
      expect((await setLevel((await userWithToken(t)).token, g, member.uid, 3)).code).toBe(403);
      expect((await setLevel(owner.token, g, member.uid, 4)).code).toBe(200);
      expect(await level(g, member.uid)).toBe(4);
      expect((await setLevel(root, g, member.uid, 3)).code).toBe(200);
      const ownerTarget = await setLevel(root, g, owner.uid, 4);
      expect([ownerTarget.code, ownerTarget.body.msg]).toEqual([403, 'The group owner cannot be changed or removed']);
    });

    it('removing: the actor above the target, never oneself or the owner', async () => {
      const self = await remove(admin.token, g, admin.uid);
      expect([self.code, self.body.msg]).toEqual([400, 'You cannot remove yourself; leave the group instead']);
      expect((await remove(admin.token, g, admin2.uid)).code).toBe(403);
      expect((await remove(plain.token, g, member.uid)).code).toBe(403);
      expect((await remove(admin.token, g, owner.uid)).code).toBe(403);
      expect((await remove(root, g, owner.uid)).body.msg).toBe('The group owner cannot be changed or removed');
      expect((await remove(admin.token, g, refused.uid)).code).toBe(200);
      expect(await level(g, refused.uid)).toBeNull();
      expect((await remove(root, g, admin2.uid)).code).toBe(200);
      expect((await remove(owner.token, g, member.uid)).code).toBe(200);
      expect((await remove(owner.token, g, member.uid)).code).toBe(404);
    });

    it('leaving: members but the owner', async () => {
      const exit = (token: string) => call(t, 'POST', '/api/group/member/exit', token, { gid: g });
      expect((await exit(plain.token)).body.msg).toBe('You have left the group');
      expect(await level(g, plain.uid)).toBeNull();
      expect((await exit(plain.token)).body.msg).toBe('You are not a member of this group');
      const ownerExit = await exit(owner.token);
      expect([ownerExit.code, ownerExit.body.msg]).toEqual([400, 'The group owner cannot leave the group']);
    });
  });

  describe('member and application lists', () => {
    let g: number;
    let admin: User, member: User, applicant: User, refused: User;

    beforeAll(async () => {
      g = await createGroup(t, owner.token, { auth: 2 });
      admin = await userWithToken(t, 1002, 'ladm');
      member = await userWithToken(t, 1002, 'lmem');
      applicant = await userWithToken(t, 1002, 'lapp');
      refused = await userWithToken(t, 1002, 'lref');
      await t.db.update(users).set({ realname: 'Real Member' }).where(eq(users.uid, member.uid));
      await addMember(t, g, admin.uid, 4);
      await addMember(t, g, member.uid, 3);
      await addMember(t, g, applicant.uid, 1, 'Please let me in');
      await addMember(t, g, refused.uid, 2, 'No way');
    });

    const members = (token?: string, query = '') => call(t, 'GET', `/api/get-group-member-list?gid=${g}${query}`, token);
    const applications = (token?: string) => call(t, 'GET', `/api/get-group-apply-list?gid=${g}`, token);

    it('get-group-member-list: levels 3 to 5, highest first, for members; real names for group admins', async () => {
      expect((await members()).code).toBe(401);
      for (const who of [applicant.token, (await userWithToken(t)).token]) expect((await members(who)).code).toBe(403);
      const seen = (await members(member.token)).body.data;
      expect(seen.total).toBe(3);
      expect(seen.records.map((m: GroupMember) => [m.username, m.auth])).toEqual([
        [owner.username, 5],
        [admin.username, 4],
        [member.username, 3],
      ]);
      expect(seen.records.every((m: GroupMember) => m.realname === null)).toBe(true);
      const byAdmin = (await members(admin.token)).body.data.records;
      expect(byAdmin.find((m: GroupMember) => m.uid === member.uid)).toMatchObject({ realname: 'Real Member', avatar: null, reason: null });
      expect((await members(root, `&keyword=${member.username.toUpperCase()}`)).body.data.records.map((m: GroupMember) => m.uid)).toEqual([
        member.uid,
      ]);
      expect((await members(member.token, '&limit=1&currentPage=3')).body.data.records.map((m: GroupMember) => m.uid)).toEqual([
        member.uid,
      ]);
    });

    it('get-group-apply-list: levels 1 and 2 with their reasons, for group admins', async () => {
      expect((await applications()).code).toBe(401);
      const refusedTry = await applications(member.token);
      expect([refusedTry.code, refusedTry.body.msg]).toEqual([403, 'Only the group admins may do this']);
      const { body } = await applications(admin.token);
      expect(body.data.total).toBe(2);
      expect(body.data.records.map((m: GroupMember) => [m.uid, m.auth, m.reason])).toEqual([
        [refused.uid, 2, 'No way'],
        [applicant.uid, 1, 'Please let me in'],
      ]);
      expect((await applications(root)).body.data.total).toBe(2);
    });
  });
});
