// Group problems applying to be public: who applies and cancels and from which states, who reviews (root and
// problem admins, not admins), approval publishing the problem (public list, page, out of the group, prefix kept),
// refusal keeping it in the group, and the creator's notices of the outcome.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { roleSessions } from '../problems/admin-test-kit.ts';
import { noticeText } from '../messages/index.ts';
import { userMessages } from '../messages/tables.ts';
import { call, groupCast, validPayload, type GroupCast } from './problem-test-kit.ts';

describe.each(BACKENDS)('group problems applying to be public on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>>;
  let g: GroupCast;

  const create = async (token: string, problemId: string, problem: object = {}) =>
    (await call(t, 'POST', '/api/group/problem', token, { ...validPayload(problemId, {}, problem), gid: g.gid })).body.data.pid as number;
  const apply = (token: string, pid: number, isApplied: boolean) => call(t, 'PUT', '/api/group/apply-public', token, { pid, isApplied });
  const review = (token: string, pid: number, progress: number) =>
    call(t, 'PUT', '/api/admin/group-problem/change-progress', token, { pid, progress });
  const reviewList = async (query = '') => (await call(t, 'GET', `/api/admin/group-problem/list?${query}`, s.root)).body.data;
  const publicIds = async () =>
    (await call(t, 'GET', '/api/get-problem-list?limit=100')).body.data.records.map((r: { problemId: string }) => r.problemId);
  const groupIds = async () =>
    (await call(t, 'GET', `/api/get-group-problem-list?gid=${g.gid}&limit=100`, g.member.token)).body.data.records.map(
      (r: { problemId: string }) => r.problemId,
    );
  const notices = async (uid: string) =>
    (
      await t.db
        .select()
        .from(userMessages)
        .where(and(eq(userMessages.recipientUid, uid), eq(userMessages.kind, 'mine')))
    ).map((row) => ({
      ...noticeText(row, 'en-US'),
      url: row.url,
    }));

  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await roleSessions(t);
    g = await groupCast(t, 'APPLY1');
  });
  afterAll(() => t.close());

  it('lets the creator, the group root and the site root apply and cancel; answers the new progress', async () => {
    const pid = await create(g.admin.token, 'a1');
    const applied = await apply(g.admin.token, pid, true);
    expect([applied.code, applied.body.data]).toEqual([200, { applyPublicProgress: 1 }]);
    const twice = await apply(g.owner.token, pid, true);
    expect([twice.code, twice.body.msg]).toEqual([400, 'The problem is already applying to be public']);
    expect((await apply(g.owner.token, pid, false)).body.data).toEqual({ applyPublicProgress: null });
    const notApplying = await apply(g.admin.token, pid, false);
    expect([notApplying.code, notApplying.body.msg]).toEqual([400, 'The problem is not applying to be public']);
    // HOJ's other spelling {id, apply}.
    expect((await call(t, 'PUT', '/api/group/apply-public', s.root, { id: pid, apply: true })).body.data).toEqual({
      applyPublicProgress: 1,
    });
    expect((await call(t, 'GET', `/api/group/get-admin-problem-list?gid=${g.gid}`, g.owner.token)).body.data.records[0]).toMatchObject({
      pid,
      applyPublicProgress: 1,
    });
  });

  it('refuses other admins, members, strangers and visitors; site problems and bad bodies', async () => {
    const pid = await create(g.admin.token, 'a2');
    for (const who of [g.otherAdmin, g.member, g.stranger]) expect((await apply(who.token, pid, true)).code).toBe(403);
    expect((await apply('', pid, true)).code).toBe(401);
    const site = (await call(t, 'POST', '/api/admin/problem', s.root, validPayload('SITEAPPLY'))).body.data.pid as number;
    const notGroup = await apply(s.root, site, true);
    expect([notGroup.code, notGroup.body.msg]).toEqual([404, 'The problem is not a group problem']);
    const noFlag = await call(t, 'PUT', '/api/group/apply-public', g.admin.token, { pid });
    expect([noFlag.code, noFlag.body.msg]).toEqual([400, 'Please say whether to apply or to cancel the application']);
    expect((await call(t, 'PUT', '/api/group/apply-public', g.admin.token, { isApplied: true })).code).toBe(400);
    expect((await apply(g.admin.token, 99_999_999_999, true)).code).toBe(400);
  });

  it('lets root and problem admins review, not admins or users', async () => {
    const pid = await create(g.admin.token, 'r1');
    await apply(g.admin.token, pid, true);
    for (const token of [s.admin, s.user, g.owner.token]) {
      expect((await review(token, pid, 3)).code).toBe(403);
      expect((await call(t, 'GET', '/api/admin/group-problem/list', token)).code).toBe(403);
    }
    expect((await call(t, 'GET', '/api/admin/group-problem/list', s.problemAdmin)).code).toBe(200);
    expect((await review(s.problemAdmin, pid, 1)).body.data).toEqual({ applyPublicProgress: 1 });
    const bad = await review(s.root, pid, 4);
    expect([bad.code, bad.body.msg]).toEqual([400, 'The progress must be applying (1), public (2) or refused (3)']);
    const never = await review(s.root, await create(g.admin.token, 'r2'), 2);
    expect([never.code, never.body.msg]).toEqual([400, 'The problem never applied to be public']);
  });

  it('lists applying problems first with their group, pages of 10, filters by progress and keyword', async () => {
    const refused = await create(g.admin.token, 'l1');
    await apply(g.admin.token, refused, true);
    await review(s.root, refused, 3);
    const applying = await create(g.admin.token, 'l2');
    await apply(g.admin.token, applying, true);
    const all = await reviewList();
    const progresses: number[] = all.records.map((r: { applyPublicProgress: number }) => r.applyPublicProgress);
    const applyingFirst = [...progresses].sort((a, b) => Number(a !== 1) - Number(b !== 1));
    expect(progresses).toEqual(applyingFirst);
    expect(progresses).toContain(3);
    expect(all.records.find((r: { pid: number }) => r.pid === applying)).toMatchObject({
      problemId: 'APPLY1L2',
      gid: g.gid,
      groupName: 'Group APPLY1',
      author: g.admin.username,
      applyPublicProgress: 1,
    });
    expect((await reviewList('progress=3')).records.map((r: { pid: number }) => r.pid)).toEqual([refused]);
    expect((await reviewList('keyword=apply1l2')).records.map((r: { pid: number }) => r.pid)).toEqual([applying]);
    expect((await reviewList('limit=1')).records).toHaveLength(1);
  });

  it('approval publishes the problem with its prefix, out of the group; the creator is told', async () => {
    const pid = await create(g.admin.token, 'p1', { auth: 2 });
    await apply(g.admin.token, pid, true);
    expect(await publicIds()).not.toContain('APPLY1P1');
    const approved = await review(s.problemAdmin, pid, 2);
    expect([approved.code, approved.body.data]).toEqual([200, { applyPublicProgress: 2 }]);
    expect(await publicIds()).toContain('APPLY1P1');
    expect((await call(t, 'GET', '/api/get-problem-detail?problemId=APPLY1P1')).code).toBe(200);
    expect(await groupIds()).not.toContain('APPLY1P1');
    // Published: neither the applicant nor a reviewer sends it back.
    expect((await apply(g.admin.token, pid, false)).body.msg).toBe('The problem is already public');
    expect((await review(s.root, pid, 3)).body.msg).toBe('The problem is already public');
    expect((await reviewList('progress=2')).records[0]).toMatchObject({ pid, gid: null, groupName: null });
    expect((await notices(g.admin.uid)).at(-1)).toEqual({
      title: 'Problem "APPLY1P1" is now public',
      content: expect.stringContaining('Group APPLY1'),
      url: '/problem/APPLY1P1',
    });
  });

  it('refusal keeps the problem in its group; the creator is told; it may apply again', async () => {
    const pid = await create(g.admin.token, 'f1');
    await apply(g.admin.token, pid, true);
    expect((await review(s.root, pid, 3)).body.data).toEqual({ applyPublicProgress: 3 });
    expect(await publicIds()).not.toContain('APPLY1F1');
    expect(await groupIds()).toContain('APPLY1F1');
    expect((await notices(g.admin.uid)).at(-1)).toEqual({
      title: 'The application of problem "APPLY1F1" was refused',
      content: expect.stringContaining('stays in the group'),
      url: `/group/${g.gid}/problem/APPLY1F1`,
    });
    expect((await apply(g.admin.token, pid, true)).body.data).toEqual({ applyPublicProgress: 1 });
  });
});
