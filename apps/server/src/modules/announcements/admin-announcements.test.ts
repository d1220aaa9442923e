// Site announcements in the back office: root only (admin roles 403, visitors 401), ten a page with the hidden ones,
// newest first; create, edit and delete with translated validation; the home list shows a write at once, never a
// hidden one, and group or contest announcements are out of reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { announcements } from './tables.ts';

const EN = { 'accept-language': 'en-US' };
const URL = '/api/admin/announcement';

describe.each(BACKENDS)('admin site announcements on %s', (backend) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await t.login();
  });
  afterAll(() => t.close());

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = root) => {
    const res = await t.request({ method, url, payload, token, headers: EN });
    return { code: res.statusCode, body: JSON.parse(res.body) as { status: number; msg: string; data: any } };
  };
  const homeTitles = async () =>
    (await call('GET', '/api/get-common-announcement?limit=50', undefined, '')).body.data.records.map((r: { title: string }) => r.title);

  it('is for root only: the admin roles get 403, visitors 401, before the body is read', async () => {
    for (const [name, role] of [
      ['annadmin', 1001],
      ['annpadmin', 1008],
      ['annuser', 1002],
    ] as const) {
      await createUser(t.db, name, role, 'Passw0rd');
      const token = await t.login(name, 'Passw0rd');
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        const res = await call(
          method,
          `${URL}?aid=1`,
          method === 'GET' || method === 'DELETE' ? undefined : { title: 't', content: 'c' },
          token,
        );
        expect(res.code).toBe(403);
        expect(res.body.msg).toBe('Please login again with the administrator account');
      }
    }
    expect((await call('GET', URL, undefined, '')).code).toBe(401);
    expect((await call('POST', URL, { title: 't', content: 'c' }, '')).code).toBe(401);
  });

  it('creates, lists ten a page with the hidden ones, edits and deletes; the home list follows at once', async () => {
    const hidden = await call('POST', URL, { title: 'Hidden plan', content: '**draft**', status: 1 });
    expect(hidden.code).toBe(200);
    expect(hidden.body.msg).toBe('The announcement has been published');
    const visible = await call('POST', URL, { title: 'Visible news', content: 'hello' });
    const [hid, vid] = [hidden.body.data.id as number, visible.body.data.id as number];

    // The home list is read straight from the table: the visible one shows at once, the hidden one never.
    expect(await homeTitles()).toContain('Visible news');
    expect(await homeTitles()).not.toContain('Hidden plan');

    const list = await call('GET', URL);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.records.map((r: { id: number }) => r.id)).toEqual([vid, hid]);
    expect(list.body.data.records[1]).toMatchObject({
      title: 'Hidden plan',
      content: '**draft**',
      status: 1,
      username: 'root',
      viewNum: 0,
    });

    // Editing shows the hidden one on the home list, and hiding the other removes it.
    expect((await call('PUT', URL, { id: hid, title: 'Plan', content: 'now public', status: 0 })).body.msg).toBe(
      'The announcement has been updated',
    );
    await call('PUT', URL, { id: vid, title: 'Visible news', content: 'hello', status: 1 });
    expect(await homeTitles()).toEqual(expect.arrayContaining(['Plan']));
    expect(await homeTitles()).not.toContain('Visible news');
    const [edited] = await t.db.select().from(announcements).where(eq(announcements.id, hid));
    expect(edited).toMatchObject({ title: 'Plan', content: 'now public', status: 0 });
    expect(edited.gmtModified.getTime()).toBeGreaterThan(edited.gmtCreate.getTime());

    // DELETE takes aid (HOJ's name) or id.
    expect((await call('DELETE', `${URL}?aid=${hid}`)).body.msg).toBe('The announcement has been deleted');
    expect((await call('DELETE', `${URL}?id=${vid}`)).code).toBe(200);
    expect(await homeTitles()).not.toContain('Plan');
    expect((await call('GET', URL)).body.data.total).toBe(0);
    expect((await call('DELETE', `${URL}?aid=${hid}`)).code).toBe(404);
  });

  it('pages ten at a time, newest first', async () => {
    const HOUR = 3_600_000;
    await t.db
      .insert(announcements)
      .values(Array.from({ length: 12 }, (_, i) => ({ title: `P${i}`, status: i % 2, gmtCreate: new Date(Date.now() - i * HOUR) })));
    const first = await call('GET', URL);
    expect(first.body.data.total).toBe(12);
    expect(first.body.data.records.map((r: { title: string }) => r.title)).toEqual(Array.from({ length: 10 }, (_, i) => `P${i}`));
    const second = await call('GET', `${URL}?currentPage=2`);
    expect(second.body.data.records.map((r: { title: string }) => r.title)).toEqual(['P10', 'P11']);
    await t.db.delete(announcements);
  });

  it('checks the fields with translated messages', async () => {
    const cases: [object, string][] = [
      [{ content: 'c' }, 'The announcement title is required'],
      [{ title: '   ', content: 'c' }, 'The announcement title is required'],
      [{ title: 'x'.repeat(256), content: 'c' }, 'The announcement title may have at most 255 characters'],
      [{ title: 't' }, 'The announcement content is required'],
      [{ title: 't', content: 'x'.repeat(65536) }, 'The announcement content may have at most 65535 characters'],
      [{ title: 't', content: 'c', status: 2 }, 'The announcement status must be 0 (visible) or 1 (hidden)'],
    ];
    for (const [payload, msg] of cases) {
      const res = await call('POST', URL, payload);
      expect(res.code).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const zh = await t.request({ method: 'POST', url: URL, payload: { content: 'c' }, token: root });
    expect(JSON.parse(zh.body).msg).toBe('公告标题不能为空');
    expect((await call('PUT', URL, { title: 't', content: 'c' })).code).toBe(400);
    const noId = await call('DELETE', URL);
    expect(noId.code).toBe(400);
    expect(noId.body.msg).toBe('The announcement id (aid) is required');
    expect((await call('PUT', URL, { id: 999999, title: 't', content: 'c' })).code).toBe(404);
  });

  it('never reaches a group or contest announcement', async () => {
    const [group] = await t.db.insert(announcements).values({ title: 'group one', gid: 7 }).returning();
    const [contest] = await t.db.insert(announcements).values({ title: 'contest one', cid: 3 }).returning();
    expect((await call('GET', URL)).body.data.records).toEqual([]);
    for (const row of [group, contest]) {
      expect((await call('PUT', URL, { id: row.id, title: 'taken', content: 'c' })).code).toBe(404);
      expect((await call('DELETE', `${URL}?aid=${row.id}`)).code).toBe(404);
    }
    const rows = await t.db.select().from(announcements);
    expect(rows.map((r) => r.title).sort()).toEqual(['contest one', 'group one']);
  });
});
