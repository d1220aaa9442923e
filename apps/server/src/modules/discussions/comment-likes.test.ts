// Comment likes: one per user and comment, the count exact under repeated and parallel calls, unlikes never below
// zero, hasLike per caller, one message to the comment's author per new like by someone else. Both backends (row
// conflicts behave differently on PostgreSQL's parallel connections).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARITY_BACKENDS, type TestApp } from '../../test/helper.ts';
import { commentApi, commentThreshold, createPost, inboxOf, userWithToken } from './comment-test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(PARITY_BACKENDS)('comment likes on %s', (backend) => {
  let t: TestApp;
  let api: ReturnType<typeof commentApi>;
  let alice: User;
  let bob: User;
  let others: User[];
  let did: number;

  beforeAll(async () => {
    t = await createTestApp(backend);
    api = commentApi(t);
    alice = await userWithToken(t, 1002, 'alice');
    bob = await userWithToken(t, 1002, 'bob');
    others = await Promise.all([1, 2, 3, 4, 5].map(() => userWithToken(t, 1002, 'fan')));
    await commentThreshold(t, 0);
    did = (await createPost(t, alice.uid, { title: 'Likes' })).id;
  });
  afterAll(() => t?.close());

  const likeNumOf = async (commentId: number, token?: string) => {
    const records = (await api.list(`did=${did}`, token)).body.data.records as { id: number; likeNum: number; hasLike: boolean }[];
    return records.find((c) => c.id === commentId)!;
  };

  it('counts a like once however often it is sent, and tells the author once', async () => {
    const comment = (await api.comment(bob.token, { did, content: 'like me' })).body.data;
    expect((await api.like(alice.token, comment.id, true)).code).toBe(200);
    expect((await api.like(alice.token, comment.id, true)).code).toBe(200);
    await Promise.all(Array.from({ length: 8 }, () => api.like(alice.token, comment.id, true)));
    expect(await likeNumOf(comment.id, alice.token)).toMatchObject({ likeNum: 1, hasLike: true });
    expect(await likeNumOf(comment.id, bob.token)).toMatchObject({ likeNum: 1, hasLike: false });
    const messages = await inboxOf(t, bob.uid, 'like');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      senderUid: alice.uid,
      action: 'Like_Post',
      sourceType: 'Discussion',
      sourceId: did,
      title: 'Likes',
      content: 'like me',
      url: `/discussion-detail/${did}`,
    });
  });

  it('counts parallel likes of many users exactly and unlikes down to zero, never below', async () => {
    const comment = (await api.comment(bob.token, { did, content: 'popular' })).body.data;
    await Promise.all(others.flatMap((u) => [api.like(u.token, comment.id, true), api.like(u.token, comment.id, true)]));
    expect((await likeNumOf(comment.id)).likeNum).toBe(5);
    await Promise.all(others.flatMap((u) => [api.like(u.token, comment.id, false), api.like(u.token, comment.id, false)]));
    expect((await likeNumOf(comment.id)).likeNum).toBe(0);
    await api.like(alice.token, comment.id, false);
    expect((await likeNumOf(comment.id, alice.token)).likeNum).toBe(0);
    await api.like(bob.token, comment.id, true);
    expect(await likeNumOf(comment.id, bob.token)).toMatchObject({ likeNum: 1, hasLike: true });
    expect((await inboxOf(t, bob.uid, 'like')).filter((m) => m.senderUid === bob.uid)).toHaveLength(0);
  });

  it('needs login and an existing comment', async () => {
    const comment = (await api.comment(bob.token, { did, content: 'x' })).body.data;
    expect((await api.like(undefined, comment.id, true)).code).toBe(401);
    expect((await api.like(alice.token, 999999, true)).code).toBe(404);
    expect((await api.like(alice.token, comment.id, 'maybe' as unknown as boolean)).code).toBe(400);
  });
});
