// Messages API: unread counts per kind for the navigation badge, only the caller's, login required.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { createUser } from '../../test/users.ts';
import { userMessages } from './tables.ts';

describe.each(BACKENDS)('GET /api/msg/unread on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('needs login', async () => {
    expect((await t.request({ method: 'GET', url: '/api/msg/unread' })).statusCode).toBe(401);
  });

  it('counts the caller unread messages by kind', async () => {
    const carol = await createUser(t.db, 'carol', 1002, 'carol123');
    const dave = await createUser(t.db, 'dave');
    const mine = (kind: string, state = false) => ({ recipientUid: carol.uid, kind, state });
    await t.db
      .insert(userMessages)
      .values([
        mine('discuss'),
        mine('discuss'),
        mine('reply'),
        mine('like', true),
        mine('sys'),
        mine('mine'),
        mine('mine'),
        mine('mine'),
        { recipientUid: dave.uid, kind: 'sys' },
      ]);
    const token = await t.login('carol', 'carol123');
    const res = await t.request({ method: 'GET', url: '/api/msg/unread', token });
    expect(JSON.parse(res.body).data).toEqual({ comment: 2, reply: 1, like: 0, sys: 1, mine: 3 });
  });
});
