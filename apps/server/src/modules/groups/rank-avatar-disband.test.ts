// Group rank (members ranked by the group's submissions, ACM and OI orders, shared places, search, real names for
// admins), the group avatar upload (rights, real type, size, old file removed) and disbanding with a mailed code.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { users } from '../accounts/tables.ts';
import type { Mailbox } from '../accounts/test-mailbox.ts';
import { submissions } from '../submissions/tables.ts';
import { createProblem, userWithToken } from '../submissions/test-fixtures.ts';
import { addressOf, disband, groupMailbox, rootCaller, verifyCode, type Caller } from './disband-test-kit.ts';
import { groups } from './tables.ts';
import { addMember, call, createGroup } from './test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

const png = (size = 200) => {
  const image = new PNG({ width: size, height: size });
  image.data.fill(120);
  return PNG.sync.write(image);
};

/** A multipart body of the given fields then one file part. */
function multipart(fields: Record<string, string>, file: { field: string; name: string; bytes: Buffer }) {
  const boundary = `----verdict${Date.now()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(parts.join('') + head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en-US' },
  };
}

describe.each(PARITY_BACKENDS)('group rank, avatar and disband on %s', (backend) => {
  let t: TestApp;
  let root: Caller;
  let owner: User, admin: User, alice: User, bob: User, carol: User, dave: User, stranger: User;
  let gid: number;
  let mailbox: Mailbox;

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await rootCaller(t);
    owner = await userWithToken(t, 1001, 'owner');
    [admin, alice, bob, carol, dave, stranger] = await Promise.all(
      ['admin', 'alice', 'bob', 'carol', 'dave', 'stranger'].map((p) => userWithToken(t, 1002, p)),
    );
    await t.db.update(users).set({ realname: 'Alice Liddell', nickname: 'wonder' }).where(eq(users.uid, alice.uid));
    gid = await createGroup(t, owner.token, { name: 'Ranked group', shortName: 'ranked' });
    await addMember(t, gid, admin.uid, 4);
    for (const u of [alice, bob, carol]) await addMember(t, gid, u.uid, 3);
    await addMember(t, gid, dave.uid, 1);
    const [p1, p2] = [await createProblem(t, { problemId: 'RANKED-1', gid }), await createProblem(t, { problemId: 'RANKED-2', gid })];
    const site = await createProblem(t, { problemId: 'SITE-RANK' });
    const sub = (u: User, p: { id: number; problemId: string }, status: number, score: number | null, extra = {}) =>
      t.db.insert(submissions).values({
        pid: p.id,
        displayPid: p.problemId,
        uid: u.uid,
        username: u.username,
        language: 'C',
        gid,
        status,
        oiRankScore: score,
        ...extra,
      });
    // alice: 2 solved in 3 submissions, 150 points; bob: 2 solved in 2; carol: 1 solved in 1, 100 points.
    await sub(alice, p1, JudgeStatus.WrongAnswer, 50);
    await sub(alice, p1, JudgeStatus.Accepted, 100);
    await sub(alice, p2, JudgeStatus.Accepted, 50);
    await sub(bob, p1, JudgeStatus.Accepted, 60);
    await sub(bob, p2, JudgeStatus.Accepted, 40);
    await sub(carol, p1, JudgeStatus.Accepted, 100);
    // Not counted: a non-member's, a contest's and a practice one.
    await sub(dave, p1, JudgeStatus.Accepted, 100);
    await sub(carol, p2, JudgeStatus.Accepted, 100, { cid: 99 });
    await t.db.insert(submissions).values({
      pid: site.id,
      displayPid: 'SITE-RANK',
      uid: carol.uid,
      username: carol.username,
      language: 'C',
      status: JudgeStatus.Accepted,
    });
    mailbox = await groupMailbox(t);
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  const rank = (query: string, token?: string) => call(t, 'GET', `/api/group/get-group-rank-list?gid=${gid}&${query}`, token);
  const names = (records: { username: string; rank: number | null }[]) => records.map((r) => `${r.rank}:${r.username}`);

  describe('rank', () => {
    const idle = () => [owner, admin].sort((a, b) => (a.uid < b.uid ? -1 : 1)).map((u) => `4:${u.username}`);

    it('ranks the members in ACM order (solved desc, submissions asc); the idle share a place with zeros', async () => {
      const res = await rank('type=ACM', alice.token);
      expect(res.code).toBe(200);
      expect(res.body.data.total).toBe(5);
      expect(names(res.body.data.records)).toEqual([`1:${bob.username}`, `2:${alice.username}`, `3:${carol.username}`, ...idle()]);
      expect(res.body.data.records[1]).toMatchObject({ ac: 2, total: 3, score: 150, realname: null });
      expect(res.body.data.records[4]).toMatchObject({ ac: 0, total: 0, score: 0 });
    });

    it('ranks in OI order (score desc, solved desc), 30 a page by default', async () => {
      const res = await rank('type=OI', alice.token);
      expect(names(res.body.data.records)).toEqual([`1:${alice.username}`, `2:${bob.username}`, `3:${carol.username}`, ...idle()]);
      expect(res.body.data.records.map((r: { score: number }) => r.score)).toEqual([150, 100, 100, 0, 0]);
      const second = await rank('type=OI&limit=2&currentPage=2', alice.token);
      expect([names(second.body.data.records), second.body.data.total]).toEqual([[`3:${carol.username}`, idle()[0]], 5]);
    });

    it('searches names; real names only for group admins and the site root', async () => {
      expect(names((await rank('type=ACM&searchUser=WONDER', bob.token)).body.data.records)).toEqual([`2:${alice.username}`]);
      expect((await rank('type=ACM&searchUser=liddell', bob.token)).body.data.total).toBe(0);
      for (const token of [admin.token, owner.token, root.token]) {
        const found = (await rank('type=ACM&searchUser=liddell', token)).body.data.records;
        expect(found.map((r: { realname: string }) => r.realname)).toEqual(['Alice Liddell']);
      }
    });

    it('is for members: 401 visitors, 403 non-members and applicants, 404 unknown groups, 400 a bad type', async () => {
      expect((await rank('type=ACM')).code).toBe(401);
      expect((await rank('type=ACM', stranger.token)).code).toBe(403);
      expect((await rank('type=ACM', dave.token)).code).toBe(403);
      expect((await call(t, 'GET', '/api/group/get-group-rank-list?gid=999999&type=ACM', alice.token)).code).toBe(404);
      const bad = await rank('type=XYZ', alice.token);
      expect(bad.code).toBe(400);
    });
  });

  describe('avatar', () => {
    const upload = (token: string, fields: Record<string, string>, file: { field?: string; name?: string; bytes?: Buffer } = {}) =>
      t.request({
        method: 'POST',
        url: '/api/file/upload-group-avatar',
        token,
        ...multipart(fields, { field: file.field ?? 'image', name: file.name ?? 'a.png', bytes: file.bytes ?? png() }),
      });
    const stored = (url: string) => path.join(t.dataDir, 'public', 'img', url.split('/').at(-1)!);

    it('lets the group root and the site root replace it; the old file goes', async () => {
      const first = await upload(owner.token, { gid: String(gid) });
      expect(first.statusCode).toBe(200);
      const group = JSON.parse(first.body).data;
      expect(group).toMatchObject({ id: gid, name: 'Ranked group' });
      expect(group.avatar).toMatch(/^\/api\/public\/img\/[0-9a-f-]{36}\.png$/);
      expect(fs.existsSync(stored(group.avatar))).toBe(true);
      const second = JSON.parse((await upload(root.token, { gid: String(gid) })).body).data;
      expect(fs.existsSync(stored(second.avatar))).toBe(true);
      expect(fs.existsSync(stored(group.avatar))).toBe(false);
      const [row] = await t.db.select({ avatar: groups.avatar }).from(groups).where(eq(groups.id, gid));
      expect(row.avatar).toBe(second.avatar);
    });

    it('refuses group admins and members, wrong types, large files and a file before gid', async () => {
      for (const u of [admin, alice, stranger]) expect((await upload(u.token, { gid: String(gid) })).statusCode).toBe(403);
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/file/upload-group-avatar',
            ...multipart({ gid: String(gid) }, { field: 'image', name: 'a.png', bytes: png() }),
          })
        ).statusCode,
      ).toBe(401);
      const text = await upload(owner.token, { gid: String(gid) }, { bytes: Buffer.from('only text pretending to be a png') });
      expect([text.statusCode, JSON.parse(text.body).msg]).toEqual([400, 'File type not supported; use gif, jpg, jpeg, png, bmp, webp']);
      const big = await upload(owner.token, { gid: String(gid) }, { bytes: Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024)]) });
      expect([big.statusCode, JSON.parse(big.body).msg]).toEqual([413, 'The file exceeds the size limit (2 MB)']);
      expect((await upload(owner.token, {})).statusCode).toBe(400);
      expect((await upload(owner.token, { gid: 'x' })).statusCode).toBe(400);
      expect((await upload(owner.token, { gid: '999999' })).statusCode).toBe(404);
    });
  });

  describe('disband', () => {
    it('mails a code only to the caller\u2019s own address', async () => {
      const other = await addressOf(t, alice.uid);
      const refused = await call(t, 'GET', `/api/group/get-verify-email-code?email=${encodeURIComponent(other)}`, owner.token);
      expect([refused.code, refused.body.msg]).toEqual([400, "Please enter your own account's e-mail"]);
      expect((await call(t, 'GET', '/api/group/get-verify-email-code?email=x@verdict.test')).code).toBe(401);
      expect((await call(t, 'GET', '/api/group/get-verify-email-code?email=nonsense', owner.token)).code).toBe(400);
    });

    it('needs the right code of the caller, once; the site root too', async () => {
      const g = await createGroup(t, owner.token, { name: 'Doomed with code', shortName: 'doomcode' });
      const del = (body: unknown, query = '') => call(t, 'DELETE', `/api/group?gid=${g}${query}`, owner.token, body);
      expect((await del(undefined)).body.msg).toBe('The e-mail is required');
      const { email, code } = await verifyCode(t, mailbox, owner);
      expect(mailbox.to(email).at(-1)!.text).toContain(owner.username);
      const wrong = code === '123456' ? '654321' : '123456';
      expect((await del({ email, code: '12' })).body.msg).toBe('The code must be 6 digits');
      expect((await del({ email, code: wrong })).body.msg).toBe('The code is incorrect');
      // Another user's code or address does not serve.
      const aliceCode = await verifyCode(t, mailbox, alice);
      expect((await del({ verifyForm: aliceCode })).body.msg).toBe("Please enter your own account's e-mail");
      expect((await del({ email, code: aliceCode.code })).body.msg).toMatch(/incorrect/);
      // The root must confirm with its own code as well.
      expect((await call(t, 'DELETE', `/api/group?gid=${g}`, root.token, { email, code })).body.msg).toBe(
        "Please enter your own account's e-mail",
      );
      expect(await t.db.$count(groups, eq(groups.id, g))).toBe(1);
      // The right one in the query (no body) disbands; the code is spent.
      expect((await del(undefined, `&email=${encodeURIComponent(email)}&code=${code}`)).code).toBe(200);
      expect(await t.db.$count(groups, eq(groups.id, g))).toBe(0);
      const again = await createGroup(t, owner.token, { name: 'Doomed twice', shortName: 'doomtwice' });
      const reused = await call(t, 'DELETE', `/api/group?gid=${again}`, owner.token, { email, code });
      expect(reused.body.msg).toBe('The code has expired; please ask for a new one');
      expect((await disband(t, mailbox, root, again)).code).toBe(200);
    });
  });
});
