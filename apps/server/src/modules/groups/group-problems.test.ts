// Group problem administration: who lists, reads, creates, edits and deletes a group's problems (per level, the
// creator, the group root, the site root), the short-name prefix of display ids, the auth choices, problems of
// another group or of the site, and the test data upload and download of group problems.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { multipartBody, zipOf } from '../problems/admin-test-kit.ts';
import { testDataPath } from '../problems/testdata.ts';
import { problems } from '../problems/tables.ts';
import { updateSwitchConfig } from '../site/config.ts';
import { createProblem } from '../submissions/test-fixtures.ts';
import { call, groupCast, validPayload, type GroupCast } from './problem-test-kit.ts';

describe.each(BACKENDS)('group problems on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let g: GroupCast;
  let other: GroupCast;

  const create = (token: string, gid: number, problemId: string, problem: object = {}) =>
    call(t, 'POST', '/api/group/problem', token, { ...validPayload(problemId, {}, problem), gid });
  const update = (token: string, gid: number, id: number, problemId: string, problem: object = {}) =>
    call(t, 'PUT', '/api/group/problem', token, { ...validPayload(problemId, {}, { id, ...problem }), gid });
  const stored = async (pid: number) => (await t.db.select().from(problems).where(eq(problems.id, pid)))[0];

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
    g = await groupCast(t, 'ALGO1');
    other = await groupCast(t, 'MATH2');
  });
  afterAll(() => t.close());

  it('lets the group admins create, with the short name prefixed, the gid and the creator set', async () => {
    const made = await create(g.admin.token, g.gid, 'a1');
    expect(made.code).toBe(200);
    expect(made.body.data.problemId).toBe('ALGO1A1');
    const row = await stored(made.body.data.pid);
    expect([row.gid, row.uid, row.author, row.auth]).toEqual([g.gid, g.admin.uid, g.admin.username, 1]);
    // An id sent with the prefix keeps it once.
    expect((await create(g.otherAdmin.token, g.gid, 'algo1b2')).body.data.problemId).toBe('ALGO1B2');
    expect((await create(root, g.gid, 'r1')).body.data.problemId).toBe('ALGO1R1');
  });

  it('refuses members, applicants, strangers and visitors; an unknown group is 404', async () => {
    for (const who of [g.member, g.applicant, g.stranger, other.owner]) {
      const refused = await create(who.token, g.gid, 'nope');
      expect([refused.code, refused.body.msg]).toEqual([403, 'Only the group admins may do this']);
    }
    expect((await create('', g.gid, 'nope')).code).toBe(401);
    expect((await create(g.admin.token, 987654, 'nope')).code).toBe(404);
    const blank = await create(g.admin.token, g.gid, '');
    expect([blank.code, blank.body.msg]).toEqual([400, 'The problem display id is required']);
  });

  it('takes auth 1, 2 and 3 only', async () => {
    expect((await create(g.admin.token, g.gid, 'priv', { auth: 2 })).code).toBe(200);
    expect((await create(g.admin.token, g.gid, 'cont', { auth: 3 })).code).toBe(200);
    expect((await create(g.admin.token, g.gid, 'grp4', { auth: 4 })).code).toBe(400);
  });

  it('lets the creator, the group root and the site root edit; another admin is refused; the prefix stays once', async () => {
    const pid = (await create(g.admin.token, g.gid, 'e1')).body.data.pid;
    const byCreator = await update(g.admin.token, g.gid, pid, 'e1', { title: 'By the creator' });
    expect([byCreator.code, byCreator.body.data.problemId]).toEqual([200, 'ALGO1E1']);
    expect((await update(g.owner.token, g.gid, pid, 'ALGO1E1', { title: 'By the owner' })).body.data.problemId).toBe('ALGO1E1');
    expect((await update(root, g.gid, pid, 'e2')).body.data.problemId).toBe('ALGO1E2');
    const refused = await update(g.otherAdmin.token, g.gid, pid, 'e2');
    expect([refused.code, refused.body.msg]).toEqual([403, 'Only the problem creator and the group owner may edit or delete this problem']);
    expect((await update(g.member.token, g.gid, pid, 'e2')).code).toBe(403);
    expect((await stored(pid)).title).toBe('Problem e2');
  });

  it('never touches a problem of another group or of the site from this group', async () => {
    const theirs = (await create(other.admin.token, other.gid, 'x1')).body.data.pid;
    const site = await createProblem(t, { problemId: 'SITE1' });
    const edit = await update(g.owner.token, g.gid, theirs, 'x1');
    expect([edit.code, edit.body.msg]).toEqual([403, 'The problem belongs to another group and cannot be changed from this one']);
    expect((await call(t, 'DELETE', `/api/group/problem?gid=${g.gid}&pid=${theirs}`, g.owner.token)).code).toBe(403);
    expect((await call(t, 'DELETE', `/api/group/problem?gid=${g.gid}&pid=${theirs}`, root)).code).toBe(403);
    expect((await update(g.owner.token, g.gid, site.id, 'SITE1')).code).toBe(404);
    expect((await call(t, 'GET', `/api/group/problem?pid=${site.id}`, root)).code).toBe(404);
    // Their own group's admins still can.
    expect((await call(t, 'GET', `/api/group/problem?pid=${theirs}`, other.otherAdmin.token)).code).toBe(200);
    expect((await stored(theirs)).problemId).toBe('MATH2X1');
  });

  it('reads the form for the admins of the problem group only', async () => {
    const pid = (await create(g.admin.token, g.gid, 'rd')).body.data.pid;
    const read = await call(t, 'GET', `/api/group/problem?pid=${pid}`, g.otherAdmin.token);
    expect([read.code, read.body.data.problemId, read.body.data.gid]).toEqual([200, 'ALGO1RD', g.gid]);
    expect((await call(t, 'GET', `/api/group/problem?pid=${pid}`, g.member.token)).code).toBe(403);
    expect((await call(t, 'GET', `/api/group/problem?pid=${pid}`, other.owner.token)).code).toBe(403);
  });

  it('reads the form cases for the admins of the problem group only', async () => {
    const pid = (await create(g.admin.token, g.gid, 'cs')).body.data.pid;
    const cases = await call(t, 'GET', `/api/group/problem/get-problem-cases?pid=${pid}`, g.otherAdmin.token);
    expect(cases.code).toBe(200);
    expect(cases.body.data.length).toBeGreaterThan(0);
    expect((await call(t, 'GET', `/api/group/problem/get-problem-cases?pid=${pid}`, g.member.token)).code).toBe(403);
    expect((await call(t, 'GET', `/api/group/problem/get-problem-cases?pid=${pid}`, other.owner.token)).code).toBe(403);
  });

  it('lists every problem of the group, any auth, for its admins', async () => {
    const list = await call(t, 'GET', `/api/group/get-admin-problem-list?gid=${g.gid}&limit=100`, g.otherAdmin.token);
    expect(list.code).toBe(200);
    const ids = list.body.data.records.map((r: { problemId: string }) => r.problemId);
    expect(ids).toEqual(expect.arrayContaining(['ALGO1A1', 'ALGO1PRIV', 'ALGO1CONT']));
    expect(ids.every((id: string) => id.startsWith('ALGO1'))).toBe(true);
    expect(list.body.data.total).toBe(ids.length);
    const found = await call(t, 'GET', `/api/group/get-admin-problem-list?gid=${g.gid}&keyword=priv`, g.admin.token);
    expect(found.body.data.records.map((r: { problemId: string; auth: number }) => [r.problemId, r.auth])).toEqual([['ALGO1PRIV', 2]]);
    expect((await call(t, 'GET', `/api/group/get-admin-problem-list?gid=${g.gid}`, g.member.token)).code).toBe(403);
  });

  it('deletes for the creator, the group root and the site root only', async () => {
    const a = (await create(g.admin.token, g.gid, 'd1')).body.data.pid;
    const b = (await create(g.admin.token, g.gid, 'd2')).body.data.pid;
    const c = (await create(g.admin.token, g.gid, 'd3')).body.data.pid;
    expect((await call(t, 'DELETE', `/api/group/problem?gid=${g.gid}&pid=${a}`, g.otherAdmin.token)).code).toBe(403);
    expect((await call(t, 'DELETE', `/api/group/problem?gid=${g.gid}&pid=${a}`, g.admin.token)).code).toBe(200);
    expect((await call(t, 'DELETE', `/api/group/problem?gid=${g.gid}&pid=${b}`, g.owner.token)).code).toBe(200);
    expect((await call(t, 'DELETE', `/api/group/problem?gid=${g.gid}&pid=${c}`, root)).code).toBe(200);
    expect(await stored(a)).toBeUndefined();
  });

  it('uploads test data for the group admins and gives the data to its admins only', async () => {
    const upload = async (token: string, gid?: number) => {
      const zip = await zipOf({ '1.in': '1 2\n', '1.out': '3\n' });
      const res = await t.request({
        method: 'POST',
        url: `/api/file/upload-testcase-zip${gid ? `?gid=${gid}` : ''}`,
        token,
        ...multipartBody('cases.zip', zip),
      });
      return { code: res.statusCode, body: JSON.parse(res.body) };
    };
    const uploaded = await upload(g.otherAdmin.token, g.gid);
    expect(uploaded.code).toBe(200);
    expect((await upload(g.member.token, g.gid)).code).toBe(403);
    expect((await upload(other.owner.token, g.gid)).code).toBe(403);
    const noGroup = await upload(g.owner.token);
    expect([noGroup.code, noGroup.body.msg]).toEqual([403, 'Please login again with the administrator account']);

    const made = await call(t, 'POST', '/api/group/problem', g.otherAdmin.token, {
      ...validPayload('zip1', {
        isUploadTestCase: true,
        uploadTestcaseDir: uploaded.body.data.fileListDir,
        samples: [{ input: '1.in', output: '1.out' }],
      }),
      gid: g.gid,
    });
    expect(made.code).toBe(200);
    const download = (token: string) => t.request({ method: 'GET', url: `/api/file/download-testcase?pid=${made.body.data.pid}`, token });
    expect((await download(g.admin.token)).statusCode).toBe(200);
    expect((await download(g.owner.token)).statusCode).toBe(200);
    expect((await download(root)).statusCode).toBe(200);
    expect((await download(g.member.token)).statusCode).toBe(403);
    expect((await download(other.owner.token)).statusCode).toBe(403);
  });

  const big = (n: number) => `${'9'.repeat(n - 1)}\n`;
  /** A group upload of one case whose input is `input`. */
  const uploadCases = async (gid: number, token: string, input: string) => {
    const body = multipartBody('cases.zip', await zipOf({ '1.in': input, '1.out': '1\n' }));
    const res = await t.request({
      method: 'POST',
      url: `/api/file/upload-testcase-zip?gid=${gid}`,
      token,
      ...body,
      headers: { ...body.headers, 'accept-language': 'en-US' },
    });
    return { code: res.statusCode, body: JSON.parse(res.body) };
  };
  /** A group problem created with one typed-in case whose input is `input`. */
  const createTypedIn = (gid: number, token: string, id: string, input: string) =>
    call(t, 'POST', '/api/group/problem', token, { ...validPayload(id, { samples: [{ input, output: '1\n' }] }), gid });

  it('test data quotas: per group and per creator, uploads not saved yet counted; refused before anything is written', async () => {
    const q = await groupCast(t, 'QUOTA3');
    const upload = (token: string, input: string) => uploadCases(q.gid, token, input);
    const typedIn = (token: string, id: string, input: string) => createTypedIn(q.gid, token, id, input);
    const uploads = () => (fs.existsSync(path.join(t.dataDir, 'upload')) ? fs.readdirSync(path.join(t.dataDir, 'upload')).length : 0);
    const groupQuota =
      'The test data of this group’s problems may hold at most 0.01 MB (uploads not saved in the last day included); this would exceed it';
    // 0.01 MB = 10,485 bytes for the group; 1 MB for each creator.
    await updateSwitchConfig(t.db, { groupTestDataMb: 0.01, userGroupTestDataMb: 1 });
    try {
      const first = await upload(q.admin.token, big(6000));
      expect(first.code).toBe(200);
      // The first upload is not saved yet, and counts: a second one does not fit, and leaves no folder behind.
      const before = uploads();
      const second = await upload(q.otherAdmin.token, big(6000));
      expect([second.code, second.body.msg]).toEqual([400, groupQuota]);
      expect(uploads()).toBe(before);
      // Its own upload is not counted twice when it is saved.
      const saved = await call(t, 'POST', '/api/group/problem', q.admin.token, {
        ...validPayload('up1', {
          isUploadTestCase: true,
          uploadTestcaseDir: first.body.data.fileListDir,
          samples: [{ input: '1.in', output: '1.out' }],
        }),
        gid: q.gid,
      });
      expect(saved.code).toBe(200);
      // Typed-in cases past the quota: refused, no problem row, no file in the store.
      const refused = await typedIn(q.otherAdmin.token, 'typed1', big(5000));
      expect([refused.code, refused.body.msg]).toEqual([400, groupQuota]);
      expect(await t.db.$count(problems, eq(problems.gid, q.gid))).toBe(1);
      expect(fs.existsSync(testDataPath(t.dataDir, createHash('sha256').update(big(5000)).digest('hex')))).toBe(false);
      // A save that does not grow the problem's data always passes.
      const kept = await call(t, 'PUT', '/api/group/problem', q.admin.token, {
        ...validPayload(
          'up1',
          { isUploadTestCase: true, samples: [{ input: '1.in', output: '1.out' }] },
          { id: saved.body.data.pid, title: 'Renamed' },
        ),
        gid: q.gid,
      });
      expect(kept.code).toBe(200);
      // Per creator: the group's problems the user created, whatever group quota is left.
      await updateSwitchConfig(t.db, { groupTestDataMb: 1, userGroupTestDataMb: 0.01 });
      const mine = await typedIn(q.admin.token, 'typed2', big(5000));
      expect([mine.code, mine.body.msg]).toEqual([
        400,
        'The test data of the group problems one user creates may hold at most 0.01 MB (uploads not saved in the last day included); this would exceed it',
      ]);
      expect((await typedIn(q.otherAdmin.token, 'typed3', big(5000))).code).toBe(200);
    } finally {
      await updateSwitchConfig(t.db, { groupTestDataMb: 256, userGroupTestDataMb: 512 });
    }
  });

  it('test data quota: uploads and saves at the same moment do not both fit in the room for one', async () => {
    const r = await groupCast(t, 'RACE4');
    // 0.01 MB for the group: one case of 6,000 bytes fits, two do not.
    await updateSwitchConfig(t.db, { groupTestDataMb: 0.01, userGroupTestDataMb: 1 });
    try {
      const uploads = await Promise.all([
        uploadCases(r.gid, r.admin.token, big(6000)),
        uploadCases(r.gid, r.otherAdmin.token, big(6000)),
        uploadCases(r.gid, r.owner.token, big(6000)),
      ]);
      expect(uploads.map((u) => u.code).sort()).toEqual([200, 400, 400]);
      // Saves, likewise: with 0.015 MB (15,728 bytes) the upload kept and one more case fit, not two.
      await updateSwitchConfig(t.db, { groupTestDataMb: 0.015 });
      const saves = await Promise.all([
        createTypedIn(r.gid, r.admin.token, 's1', big(6000)),
        createTypedIn(r.gid, r.otherAdmin.token, 's2', big(6001)),
        createTypedIn(r.gid, r.owner.token, 's3', big(6002)),
      ]);
      expect(saves.map((saved) => saved.code).sort()).toEqual([200, 400, 400]);
      expect(await t.db.$count(problems, eq(problems.gid, r.gid))).toBe(1);
    } finally {
      await updateSwitchConfig(t.db, { groupTestDataMb: 256, userGroupTestDataMb: 512 });
    }
  });
});
