// Site API: website config, announcements with pagination, carousel and every home page call on real rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { contests } from '../contests/tables.ts';
import { problems } from '../problems/tables.ts';
import { submissions } from '../submissions/tables.ts';
import { startOfDay } from '../submissions/service.ts';
import { updateWebsiteConfig } from '../site/config.ts';
import { announcements } from '../announcements/tables.ts';
import { homeCarousel } from './tables.ts';

const get = async (t: TestApp, url: string, token?: string) => {
  const res = await t.request({ method: 'GET', url, token });
  return { code: res.statusCode, body: JSON.parse(res.body) };
};
const HOUR = 3_600_000;

describe.each(BACKENDS)('site and home on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('get-website-config answers the defaults, then what the back office stored', async () => {
    const before = await get(t, '/api/get-website-config');
    expect(before.code).toBe(200);
    expect(before.body.data).toMatchObject({
      shortName: 'Verdict',
      register: true,
      openPublicDiscussion: true,
      openGroupDiscussion: true,
      openContestComment: true,
    });
    await updateWebsiteConfig(t.db, { register: false, name: 'Club OJ' });
    const after = await get(t, '/api/get-website-config');
    expect(after.body.data).toMatchObject({ name: 'Club OJ', register: false, shortName: 'Verdict' });
  });

  describe('announcements', () => {
    beforeAll(async () => {
      const rows = Array.from({ length: 12 }, (_, i) => ({
        title: `A${i}`,
        content: `body ${i}`,
        gmtCreate: new Date(Date.now() - i * HOUR),
      }));
      await t.db.insert(announcements).values([...rows, { title: 'hidden', status: 1 }, { title: 'group', gid: 7 }]);
    });

    it('pages visible site announcements 5 at a time, newest first; page below 1 becomes 1', async () => {
      const first = await get(t, '/api/get-common-announcement?currentPage=1&limit=5');
      expect(first.body.data.total).toBe(12);
      expect(first.body.data.records.map((r: { title: string }) => r.title)).toEqual(['A0', 'A1', 'A2', 'A3', 'A4']);
      const clamped = await get(t, '/api/get-common-announcement?currentPage=-4');
      expect(clamped.body.data.records.map((r: { title: string }) => r.title)).toEqual(['A0', 'A1', 'A2', 'A3', 'A4']);
      const last = await get(t, '/api/get-common-announcement?currentPage=3&limit=5');
      expect(last.body.data.records.map((r: { title: string }) => r.title)).toEqual(['A10', 'A11']);
      const bounded = await get(t, '/api/get-common-announcement?limit=100000');
      expect(bounded.body.data.records).toHaveLength(12);
      const junk = await get(t, '/api/get-common-announcement?currentPage=abc&limit=xyz');
      expect(junk.code).toBe(200);
      expect(junk.body.data.records).toHaveLength(5);
    });

    it('detail counts views; hidden, group and unknown ones are 404', async () => {
      const list = await get(t, '/api/get-common-announcement');
      const id = list.body.data.records[0].id;
      await get(t, `/api/get-announcement-detail?aid=${id}`);
      const detail = await get(t, `/api/get-announcement-detail?aid=${id}`);
      expect(detail.body.data).toMatchObject({ id, title: 'A0', content: 'body 0', viewNum: 2 });
      const all = await t.db.select().from(announcements);
      for (const title of ['hidden', 'group']) {
        const row = all.find((a) => a.title === title)!;
        expect((await get(t, `/api/get-announcement-detail?aid=${row.id}`)).code).toBe(404);
      }
      expect((await get(t, '/api/get-announcement-detail?aid=999999')).code).toBe(404);
      expect((await get(t, '/api/get-announcement-detail?aid=abc')).code).toBe(400);
    });
  });

  it('home-carousel lists the stored images', async () => {
    expect((await get(t, '/api/home-carousel')).body.data).toEqual([]);
    await t.db.insert(homeCarousel).values([{ url: '/a.png' }, { url: '/b.png' }]);
    expect((await get(t, '/api/home-carousel')).body.data.map((c: { url: string }) => c.url)).toEqual(['/a.png', '/b.png']);
  });

  it('get-recent-contest lists running and scheduled visible site contests with their status', async () => {
    const now = Date.now();
    await t.db.insert(contests).values([
      { title: 'running', startTime: new Date(now - HOUR), endTime: new Date(now + HOUR), type: 1 },
      { title: 'later', startTime: new Date(now + 2 * HOUR), endTime: new Date(now + 5 * HOUR) },
      { title: 'ended', startTime: new Date(now - 5 * HOUR), endTime: new Date(now - HOUR) },
      { title: 'invisible', startTime: new Date(now + HOUR), endTime: new Date(now + 2 * HOUR), visible: false },
      { title: 'group', startTime: new Date(now + HOUR), endTime: new Date(now + 2 * HOUR), gid: 3 },
    ]);
    const { body } = await get(t, '/api/get-recent-contest');
    expect(body.data.map((c: { title: string; status: number }) => [c.title, c.status])).toEqual([
      ['running', 0],
      ['later', -1],
    ]);
    expect(body.data[0]).toMatchObject({ type: 1, duration: 2 * HOUR });
  });

  describe('problems, submissions and ranks', () => {
    let pids: number[] = [];
    beforeAll(async () => {
      const rows = await t.db
        .insert(problems)
        .values([
          { problemId: 'P1000', title: 'A+B' },
          { problemId: 'P1001', title: 'Sort' },
          { problemId: 'P1002', title: 'Hidden', auth: 2 },
          { problemId: 'G1', title: 'Group', auth: 4, gid: 1 },
        ])
        .returning();
      pids = rows.map((r) => r.id);
    });

    it('get-recent-updated-problem lists public site problems, latest first', async () => {
      const { body } = await get(t, '/api/get-recent-updated-problem');
      expect(body.data.map((p: { problemId: string }) => p.problemId)).toEqual(['P1001', 'P1000']);
    });

    it('get-recent-seven-ac-rank counts distinct problems solved in 7 days, outside contests and groups', async () => {
      const ann = await createUser(t.db, 'ann');
      const ben = await createUser(t.db, 'ben');
      const base = { language: 'C++', displayPid: 'P1000' };
      const today = new Date();
      await t.db.insert(submissions).values([
        { ...base, pid: pids[0], uid: ann.uid, username: 'ann', status: JudgeStatus.Accepted },
        { ...base, pid: pids[0], uid: ann.uid, username: 'ann', status: JudgeStatus.Accepted },
        { ...base, pid: pids[1], uid: ann.uid, username: 'ann', status: JudgeStatus.Accepted, submitTime: startOfDay(6) },
        { ...base, pid: pids[0], uid: ben.uid, username: 'ben', status: JudgeStatus.Accepted },
        { ...base, pid: pids[1], uid: ben.uid, username: 'ben', status: JudgeStatus.Accepted, cid: 5 },
        { ...base, pid: pids[3], uid: ben.uid, username: 'ben', status: JudgeStatus.Accepted, gid: 1 },
        {
          ...base,
          pid: pids[1],
          uid: ben.uid,
          username: 'ben',
          status: JudgeStatus.Accepted,
          submitTime: new Date(startOfDay(6).getTime() - 1000),
        },
        { ...base, pid: pids[1], uid: ben.uid, username: 'ben', status: JudgeStatus.WrongAnswer, submitTime: today },
      ]);
      const { body } = await get(t, '/api/get-recent-seven-ac-rank');
      expect(body.data.map((r: { username: string; ac: number }) => [r.username, r.ac])).toEqual([
        ['ann', 2],
        ['ben', 1],
      ]);
    });

    it('get-last-week-submission-statistics buckets the last 7 days (today last)', async () => {
      const { body } = await get(t, '/api/get-last-week-submission-statistics');
      const stats = body.data;
      expect(stats.dateStrList).toHaveLength(7);
      expect(stats.dateStrList[6]).toMatch(/^\d\d-\d\d$/);
      // From the rows above: today 6 (5 AC), six days ago 1 AC; the older one is out of range.
      expect(stats.totalCountList[6]).toBe(6);
      expect(stats.acCountList[6]).toBe(5);
      expect(stats.totalCountList[0]).toBe(1);
      expect(stats.acCountList[0]).toBe(1);
      expect(stats.totalCountList.slice(1, 6)).toEqual([0, 0, 0, 0, 0]);
    });
  });
});
