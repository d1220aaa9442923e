// Group contests: a group admin creates one and adds a group problem; members list, open and submit in it;
// strangers get 404 as if it did not exist and cannot submit; the site lists never show it; the group's root
// administers it (board forceRefresh, AC info, edit) and a plain member or another group admin does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { contestForm } from '../contests/test-kit.ts';
import { createProblem, setSubmitInterval, submit } from '../submissions/test-fixtures.ts';
import { call, groupCast, type GroupCast } from './problem-test-kit.ts';

describe.each(BACKENDS)('group contests on %s', (backend) => {
  let t: TestApp;
  let root: string;
  let g: GroupCast;
  let other: GroupCast;
  let cid: number;
  /** The member's submission in the contest. */
  let memberSubmit: number;

  const create = (token: string, gid: number, form: object = {}) =>
    call(t, 'POST', '/api/group/contest', token, { gid, contest: contestForm({ title: 'Group round', ...form }) });
  const get = (url: string, token: string) => call(t, 'GET', url, token);
  const rank = (token: string, extra: object = {}) => call(t, 'POST', '/api/get-contest-rank', token, { cid, ...extra });

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
    g = await groupCast(t, 'CONT1');
    other = await groupCast(t, 'CONT2');
    await createProblem(t, { problemId: 'CONT1A', gid: g.gid });
    await createProblem(t, { problemId: 'CONT2A', gid: other.gid });
    await setSubmitInterval(t, 0);
    const made = await create(g.admin.token, g.gid);
    expect(made.code).toBe(200);
    cid = made.body.data.id;
  });
  afterAll(() => t.close());

  it('lets group admins create; members, strangers and other groups are refused', async () => {
    for (const who of [g.member, g.stranger, other.owner]) expect((await create(who.token, g.gid)).code, who.username).toBe(403);
    expect((await create('', g.gid)).code).toBe(401);
  });

  it('takes the group own problems only, from its admins', async () => {
    const problems = await get(`/api/group/get-admin-problem-list?gid=${g.gid}`, g.admin.token);
    const pid = (problems.body.data.records as { pid: number; problemId: string }[]).find((r) => r.problemId === 'CONT1A')!.pid;
    const add = (token: string, id: number, displayId = 'A') =>
      call(t, 'POST', '/api/group/add-contest-problem', token, { cid, pid: id, displayId });
    expect((await add(g.member.token, pid)).code).toBe(403);
    expect((await add(g.otherAdmin.token, pid)).code).toBe(403);
    const theirs = (await get(`/api/group/get-admin-problem-list?gid=${other.gid}`, other.owner.token)).body.data.records[0].pid;
    expect((await add(g.admin.token, theirs, 'B')).code).toBe(404);
    expect((await add(g.admin.token, pid)).code).toBe(200);
    const list = await get(`/api/group/get-contest-problem-list?cid=${cid}&queryExisted=true`, g.admin.token);
    expect(list.body.data.problemList.records.map((r: { displayId: string }) => r.displayId)).toEqual(['A']);
  });

  it('shows it to members in the group list and lets them open and submit; others get 404', async () => {
    const list = await get(`/api/group/get-contest-list?gid=${g.gid}`, g.member.token);
    expect(list.body.data.records.map((r: { id: number }) => r.id)).toEqual([cid]);
    expect((await get(`/api/group/get-contest-list?gid=${g.gid}`, g.stranger.token)).code).toBe(403);
    const info = await get(`/api/get-contest-info?cid=${cid}`, g.member.token);
    expect([info.code, info.body.data.gid, info.body.data.isAdmin]).toEqual([200, g.gid, false]);
    expect(
      (await get(`/api/get-contest-problem?cid=${cid}`, g.member.token)).body.data.map((p: { displayId: string }) => p.displayId),
    ).toEqual(['A']);
    const submitted = await submit(t, g.member.token, 'A', { cid });
    expect(submitted.code).toBe(200);
    memberSubmit = (submitted.body.data as { submitId: number }).submitId;
    expect((await rank(g.member.token)).code).toBe(200);

    for (const token of [g.stranger.token, other.owner.token, g.applicant.token]) {
      expect((await get(`/api/get-contest-info?cid=${cid}`, token)).code).toBe(404);
      expect((await get(`/api/get-contest-problem?cid=${cid}`, token)).code).toBe(404);
      expect((await rank(token)).code).toBe(404);
      expect((await submit(t, token, 'A', { cid })).code).not.toBe(200);
    }
    expect((await get(`/api/get-contest-info?cid=${cid}`, '')).code).toBe(404);
    expect((await get(`/api/get-contest-info?cid=${cid}`, root)).code).toBe(200);
  });

  it('keeps it out of the site lists and the back office', async () => {
    const site = await get('/api/get-contest-list?currentPage=1&limit=50', g.member.token);
    expect(site.body.data.records.map((r: { id: number }) => r.id)).not.toContain(cid);
    const admin = await get('/api/admin/contest/get-contest-list?currentPage=1&limit=50', root);
    expect(admin.body.data.records.map((r: { id: number }) => r.id)).not.toContain(cid);
    const groupAdmin = await get(`/api/group/get-admin-contest-list?gid=${g.gid}`, g.otherAdmin.token);
    expect(groupAdmin.body.data.records.map((r: { id: number; pwd: unknown }) => r.id)).toEqual([cid]);
    expect((await get(`/api/group/get-admin-contest-list?gid=${g.gid}`, g.member.token)).code).toBe(403);
  });

  it('is administered by its creator and the group root, not by a plain member or another group admin', async () => {
    const ownerInfo = await get(`/api/get-contest-info?cid=${cid}`, g.owner.token);
    expect(ownerInfo.body.data.isAdmin).toBe(true);
    expect((await rank(g.owner.token, { forceRefresh: true })).code).toBe(200);
    expect((await get(`/api/get-contest-ac-info?cid=${cid}`, g.owner.token)).code).toBe(200);
    expect((await get(`/api/get-contest-ac-info?cid=${cid}`, g.member.token)).code).toBe(403);
    expect((await get(`/api/get-contest-ac-info?cid=${cid}`, g.otherAdmin.token)).code).toBe(403);
    // The group root reads a member's code in it, like the contest's creator; another group admin does not.
    const detail = await get(`/api/get-submission-detail?submitId=${memberSubmit}`, g.owner.token);
    expect([detail.body.status, typeof detail.body.data.submission.code]).toEqual([200, 'string']);
    expect((await get(`/api/get-submission-detail?submitId=${memberSubmit}`, g.otherAdmin.token)).body.status).toBe(403);

    const put = (token: string, gid = g.gid) =>
      call(t, 'PUT', '/api/group/contest', token, { gid, id: cid, contest: contestForm({ title: 'Renamed' }) });
    expect((await put(g.otherAdmin.token)).code).toBe(403);
    expect((await put(g.member.token)).code).toBe(403);
    expect((await put(other.owner.token, other.gid)).code).toBe(404);
    expect((await put(g.owner.token)).code).toBe(200);
    expect((await get(`/api/group/contest?cid=${cid}`, g.admin.token)).body.data.title).toBe('Renamed');
    const visible = (token: string) => call(t, 'PUT', '/api/group/change-contest-visible', token, { cid, visible: false });
    expect((await visible(g.member.token)).code).toBe(403);
    expect((await visible(g.admin.token)).code).toBe(200);
    expect((await get(`/api/get-contest-info?cid=${cid}`, g.member.token)).code).toBe(404);
    expect((await get(`/api/group/get-contest-list?gid=${g.gid}`, g.member.token)).body.data.records).toEqual([]);
    expect((await get(`/api/get-contest-info?cid=${cid}`, g.owner.token)).code).toBe(200);

    const second = (await create(g.admin.token, g.gid, { title: 'To delete' })).body.data.id;
    expect((await call(t, 'DELETE', `/api/group/contest?cid=${second}`, g.otherAdmin.token)).code).toBe(403);
    expect((await call(t, 'DELETE', `/api/group/contest?cid=${second}`, g.owner.token)).code).toBe(200);
    expect((await get(`/api/get-contest-info?cid=${second}`, root)).code).toBe(404);
  });
});
