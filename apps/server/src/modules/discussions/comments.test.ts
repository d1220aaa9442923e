// Comments and replies on discussions: posting (validation, permission, threshold), the message to the post's
// author, paging newest first with the first three replies, every reply, the read rules (banned, switches, group
// posts), the reply recipient kept inside the thread, and the post's count through deletions. Both backends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARITY_BACKENDS, type TestApp } from '../../test/helper.ts';
import { addMember, createGroup, userWithSolved } from '../groups/test-kit.ts';
import { commentApi, commentThreshold, createPost, inboxOf, postCommentNum, siteSwitches, userWithToken } from './comment-test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(PARITY_BACKENDS)('comments and replies on %s', (backend) => {
  let t: TestApp;
  let api: ReturnType<typeof commentApi>;
  let root: string;
  let author: User;
  let alice: User;
  let bob: User;
  let carol: User;
  let admin: User;
  let post: { id: number; title: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    api = commentApi(t);
    root = await t.login();
    author = await userWithToken(t, 1002, 'author');
    alice = await userWithToken(t, 1002, 'alice');
    bob = await userWithToken(t, 1002, 'bob');
    carol = await userWithToken(t, 1002, 'carol');
    admin = await userWithToken(t, 1001, 'admin');
    await commentThreshold(t, 0);
    post = await createPost(t, author.uid, { title: 'Binary search' });
  });
  afterAll(() => t?.close());

  it('posts a comment, counts it on the post and tells the post author', async () => {
    const res = await api.comment(alice.token, { did: post.id, content: 'Nice 👍 <b>post</b>' });
    expect(res.body.data).toMatchObject({
      did: post.id,
      cid: null,
      content: 'Nice 👍 <b>post</b>',
      fromUid: alice.uid,
      fromName: alice.username,
      fromRole: 'user',
      likeNum: 0,
      hasLike: false,
      totalReplyNum: 0,
      replyList: [],
    });
    expect(await postCommentNum(t, post.id)).toBe(1);
    const [message] = await inboxOf(t, author.uid, 'discuss');
    expect(message).toMatchObject({
      senderUid: alice.uid,
      action: 'Discuss',
      sourceType: 'Discussion',
      sourceId: post.id,
      title: 'Binary search',
      content: 'Nice 👍 <b>post</b>',
      url: `/discussion-detail/${post.id}`,
      state: false,
    });
    await api.comment(author.token, { did: post.id, content: 'My own comment' });
    expect(await inboxOf(t, author.uid, 'discuss')).toHaveLength(1);
    expect((await api.comment(admin.token, { did: post.id, content: 'By an admin' })).body.data.fromRole).toBe('admin');
  });

  it('checks the body, the login and the permission', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ did: post.id, content: '   ' }, 400, 'Content cannot be empty'],
      [{ did: post.id }, 400, 'Content cannot be empty'],
      [{ did: post.id, content: 'x'.repeat(10001) }, 400, 'A comment Can not exceed 10000 characters'],
      [{ content: 'where?' }, 400, 'Say which discussion or which contest (one of them)'],
      [{ did: post.id, cid: 1000, content: 'both' }, 400, 'Say which discussion or which contest (one of them)'],
      [{ did: 999999, content: 'nowhere' }, 404, 'The discussion does not exist'],
    ];
    for (const [body, status, msg] of cases) expect((await api.comment(alice.token, body)).body).toMatchObject({ status, msg });
    expect((await api.comment(alice.token, { did: post.id, content: 'x'.repeat(10000) })).code).toBe(200);
    expect((await api.comment(undefined, { did: post.id, content: 'hi' })).code).toBe(401);
    const muted = await userWithToken(t, 1005, 'muted');
    expect((await api.comment(muted.token, { did: post.id, content: 'hi' })).code).toBe(403);
    expect((await api.reply(muted.token, { commentId: 1, content: 'hi' })).code).toBe(403);
  });

  it('needs the solved threshold outside contests, admins exempt', async () => {
    await commentThreshold(t, 2);
    const target = await createPost(t, author.uid);
    const refused = await api.comment(bob.token, { did: target.id, content: 'too early' });
    expect(refused.body).toMatchObject({ status: 400, msg: 'You need to solve at least 2 problems before commenting or replying' });
    const byAdmin = await api.comment(admin.token, { did: target.id, content: 'admins may' });
    expect(byAdmin.code).toBe(200);
    expect((await api.reply(bob.token, { commentId: byAdmin.body.data.id, content: 'nope' })).code).toBe(400);
    const solver = await userWithSolved(t, 2);
    expect((await api.comment(solver.token, { did: target.id, content: 'solved enough' })).code).toBe(200);
    expect((await api.reply(solver.token, { commentId: byAdmin.body.data.id, content: 'me too' })).code).toBe(200);
    expect(await postCommentNum(t, target.id)).toBe(3);
    await commentThreshold(t, 0);
  });

  it('pages comments newest first with their first three replies, and lists every reply', async () => {
    const target = await createPost(t, author.uid);
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) ids.push((await api.comment(alice.token, { did: target.id, content: `c${i}` })).body.data.id);
    for (let i = 1; i <= 5; i++) await api.reply(bob.token, { commentId: ids[11], content: `r${i}` });
    await api.reply(carol.token, { commentId: ids[10], content: 'only one' });
    const page1 = (await api.list(`did=${target.id}`, bob.token)).body.data;
    expect(page1.total).toBe(12);
    expect(page1.records.map((c: { content: string }) => c.content)).toEqual([
      'c12',
      'c11',
      'c10',
      'c9',
      'c8',
      'c7',
      'c6',
      'c5',
      'c4',
      'c3',
    ]);
    expect(page1.records[0].totalReplyNum).toBe(5);
    expect(page1.records[0].replyList.map((r: { content: string }) => r.content)).toEqual(['r1', 'r2', 'r3']);
    expect(page1.records[0].replyList[0]).toMatchObject({ fromName: bob.username, toUid: alice.uid, toName: alice.username });
    expect(page1.records[1]).toMatchObject({ totalReplyNum: 1, replyList: [{ content: 'only one' }] });
    expect(page1.records[2]).toMatchObject({ totalReplyNum: 0, replyList: [] });
    const page2 = (await api.list(`did=${target.id}&currentPage=2`)).body.data;
    expect(page2.records.map((c: { content: string }) => c.content)).toEqual(['c2', 'c1']);
    expect((await api.list(`did=${target.id}&limit=3`)).body.data.records).toHaveLength(3);
    const all = (await api.replies(ids[11])).body.data;
    expect(all.map((r: { content: string }) => r.content)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect((await api.replies(999999)).code).toBe(404);
    expect(await postCommentNum(t, target.id)).toBe(18);
  });

  it('keeps banned posts to the admin roles and closed areas closed', async () => {
    const banned = await createPost(t, author.uid, { status: 1 });
    expect((await api.list(`did=${banned.id}`, alice.token)).body).toMatchObject({ status: 403, msg: 'This discussion has been banned' });
    expect((await api.comment(alice.token, { did: banned.id, content: 'x' })).code).toBe(403);
    expect((await api.list(`did=${banned.id}`, admin.token)).code).toBe(200);
    await siteSwitches(t, { openPublicDiscussion: false });
    try {
      expect((await api.list(`did=${post.id}`, alice.token)).body).toMatchObject({
        status: 403,
        msg: 'No Access: the public discussion area is closed',
      });
      expect((await api.comment(alice.token, { did: post.id, content: 'x' })).code).toBe(403);
    } finally {
      await siteSwitches(t, { openPublicDiscussion: true });
    }
  });

  it('opens group posts to the group members and the site root only', async () => {
    const gid = await createGroup(t, root);
    await addMember(t, gid, alice.uid, 3);
    await addMember(t, gid, carol.uid, 4);
    const groupPost = await createPost(t, author.uid, { gid });
    expect((await api.list(`did=${groupPost.id}`)).code).toBe(401);
    expect((await api.list(`did=${groupPost.id}`, bob.token)).code).toBe(403);
    const posted = await api.comment(alice.token, { did: groupPost.id, content: 'members only' });
    expect(posted.code).toBe(200);
    expect((await inboxOf(t, author.uid, 'discuss')).at(-1)?.url).toBe(`/group/${gid}/discussion-detail/${groupPost.id}`);
    expect((await api.list(`did=${groupPost.id}`, root)).body.data.total).toBe(1);
    expect((await api.reply(bob.token, { commentId: posted.body.data.id, content: 'outsider' })).code).toBe(403);
    expect((await api.removeComment(admin.token, posted.body.data.id)).code).toBe(200);
    const again = await api.comment(alice.token, { did: groupPost.id, content: 'again' });
    expect((await api.removeComment(bob.token, again.body.data.id)).code).toBe(403);
    expect((await api.removeComment(carol.token, again.body.data.id)).code).toBe(200);
    const bannedInGroup = await createPost(t, author.uid, { gid, status: 1 });
    expect((await api.list(`did=${bannedInGroup.id}`, alice.token)).code).toBe(403);
    expect((await api.list(`did=${bannedInGroup.id}`, carol.token)).code).toBe(200);
    await siteSwitches(t, { openGroupDiscussion: false });
    try {
      expect((await api.list(`did=${groupPost.id}`, alice.token)).body.msg).toBe('No Access: the group discussion area is closed');
    } finally {
      await siteSwitches(t, { openGroupDiscussion: true });
    }
  });

  it('sends a reply to someone in the thread only, quoting what they wrote, and never to oneself', async () => {
    const target = await createPost(t, author.uid, { title: 'Thread' });
    const comment = (await api.comment(alice.token, { did: target.id, content: 'the question' })).body.data;
    const outsider = await api.reply(bob.token, { commentId: comment.id, content: 'to carol?', toUid: carol.uid });
    expect(outsider.body.data).toMatchObject({ toUid: alice.uid, toName: alice.username, fromName: bob.username });
    await api.reply(carol.token, { commentId: comment.id, content: 'carol answers' });
    const toCarol = await api.reply(bob.token, { commentId: comment.id, content: 'thanks carol', toUid: carol.uid });
    expect(toCarol.body.data.toUid).toBe(carol.uid);
    expect((await inboxOf(t, carol.uid, 'reply')).at(-1)).toMatchObject({
      senderUid: bob.uid,
      action: 'Reply',
      content: 'thanks carol',
      quote: 'carol answers',
      title: 'Thread',
      url: `/discussion-detail/${target.id}`,
    });
    const toAlice = async () => (await inboxOf(t, alice.uid, 'reply')).filter((m) => m.sourceId === target.id);
    expect((await toAlice()).map((m) => [m.content, m.quote])).toEqual([
      ['to carol?', 'the question'],
      ['carol answers', 'the question'],
    ]);
    await api.reply(alice.token, { commentId: comment.id, content: 'to myself' });
    expect(await toAlice()).toHaveLength(2);
    expect((await api.reply(alice.token, { commentId: 999999, content: 'x' })).code).toBe(404);
  });

  it('keeps the post count right through deletions, by the authors and the admin roles', async () => {
    const target = await createPost(t, author.uid);
    const first = (await api.comment(alice.token, { did: target.id, content: 'first' })).body.data;
    const second = (await api.comment(bob.token, { did: target.id, content: 'second' })).body.data;
    const r1 = (await api.reply(bob.token, { commentId: first.id, content: 'r1' })).body.data;
    await api.reply(carol.token, { commentId: first.id, content: 'r2' });
    await api.reply(carol.token, { commentId: first.id, content: 'r3' });
    expect(await postCommentNum(t, target.id)).toBe(5);
    expect((await api.removeReply(alice.token, r1.id)).body).toMatchObject({ status: 403, msg: 'You may not delete this reply' });
    expect((await api.removeReply(bob.token, r1.id)).code).toBe(200);
    expect((await api.removeReply(bob.token, r1.id)).code).toBe(404);
    expect(await postCommentNum(t, target.id)).toBe(4);
    expect((await api.removeComment(bob.token, first.id)).body).toMatchObject({ status: 403, msg: 'You may not delete this comment' });
    expect((await api.removeComment(admin.token, first.id)).code).toBe(200);
    expect(await postCommentNum(t, target.id)).toBe(1);
    const byBody = await t.request({ method: 'DELETE', url: '/api/comment', token: bob.token, payload: { id: second.id } });
    expect(JSON.parse(byBody.body).status).toBe(200);
    expect(await postCommentNum(t, target.id)).toBe(0);
    expect((await api.list(`did=${target.id}`)).body.data).toEqual({ records: [], total: 0 });
    expect((await api.removeComment(bob.token, second.id)).code).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/api/comment', token: bob.token })).statusCode).toBe(400);
  });
});
