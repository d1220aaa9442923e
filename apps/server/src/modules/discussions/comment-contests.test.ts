// Contest clarifications (reference §5.8): login and contest access, the contest comment switch, what a contestant
// sees while the contest runs (their own, roots', the creator's) and after it (everything), replies only by the
// question's author and the contest's admins, deletion by contest admins, and no discussion messages. Both backends.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PARITY_BACKENDS, type TestApp } from '../../test/helper.ts';
import { contests } from '../contests/tables.ts';
import { contestForm, createContest, ENDED, SCHEDULED } from '../contests/test-kit.ts';
import { addMember, call, createGroup } from '../groups/test-kit.ts';
import { userMessages } from '../messages/tables.ts';
import { commentApi, siteSwitches, userWithToken } from './comment-test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(PARITY_BACKENDS)('contest clarifications on %s', (backend) => {
  let t: TestApp;
  let api: ReturnType<typeof commentApi>;
  let root: string;
  let creator: User;
  let otherAdmin: User;
  let alice: User;
  let bob: User;
  let cid: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    api = commentApi(t);
    root = await t.login();
    creator = await userWithToken(t, 1001, 'creator');
    otherAdmin = await userWithToken(t, 1001, 'other');
    alice = await userWithToken(t, 1002, 'alice');
    bob = await userWithToken(t, 1002, 'bob');
    cid = await createContest(t, creator.token, { title: 'Clarified' });
    const ask = async (name: string, token: string) => {
      const res = await api.comment(token, { cid, content: `${name} asks` });
      expect(res.code).toBe(200);
      ids[name] = res.body.data.id;
    };
    await ask('alice', alice.token);
    await ask('bob', bob.token);
    await ask('creator', creator.token);
    await ask('root', root);
    await ask('other', otherAdmin.token);
  });
  afterAll(() => t?.close());

  const seen = async (token?: string) => {
    const res = await api.list(`cid=${cid}`, token);
    return res.code === 200 ? (res.body.data.records as { content: string }[]).map((c) => c.content) : res.code;
  };

  it('shows a contestant their own questions and those of roots and the creator while it runs', async () => {
    expect(await seen(alice.token)).toEqual(['root asks', 'creator asks', 'alice asks']);
    expect(await seen(bob.token)).toEqual(['root asks', 'creator asks', 'bob asks']);
    expect(await seen(creator.token)).toEqual(['other asks', 'root asks', 'creator asks', 'bob asks', 'alice asks']);
    expect((await api.list(`cid=${cid}`, alice.token)).body.data.total).toBe(3);
    expect((await api.replies(ids.bob, alice.token)).code).toBe(404);
    expect((await api.like(alice.token, ids.bob, true)).code).toBe(404);
  });

  it('needs login, access to the contest and the switch', async () => {
    expect(await seen()).toBe(401);
    const later = await createContest(t, creator.token, { title: 'Later', ...SCHEDULED });
    expect((await api.list(`cid=${later}`, alice.token)).code).toBe(403);
    expect((await api.comment(alice.token, { cid: later, content: 'early?' })).code).toBe(403);
    expect((await api.list(`cid=999999`, alice.token)).code).toBe(404);
    await siteSwitches(t, { openContestComment: false });
    try {
      expect((await api.list(`cid=${cid}`, alice.token)).body).toMatchObject({
        status: 403,
        msg: 'No Access: the contest comment area is closed',
      });
    } finally {
      await siteSwitches(t, { openContestComment: true });
    }
  });

  it('lets only the question author and the contest admins reply, and sends no messages', async () => {
    expect((await api.reply(bob.token, { commentId: ids.alice, content: 'I know' })).code).toBe(404);
    expect((await api.reply(bob.token, { commentId: ids.root, content: 'I know' })).body).toMatchObject({
      status: 403,
      msg: 'Only the one who asked and the contest admins may reply to this question',
    });
    expect((await api.reply(otherAdmin.token, { commentId: ids.creator, content: 'not mine' })).code).toBe(403);
    expect((await api.reply(creator.token, { commentId: ids.alice, content: 'Read the statement' })).code).toBe(200);
    expect((await api.reply(alice.token, { commentId: ids.alice, content: 'Thanks' })).code).toBe(200);
    expect((await api.reply(root, { commentId: ids.bob, content: 'Yes' })).code).toBe(200);
    const [aliceView] = (await api.list(`cid=${cid}`, alice.token)).body.data.records.filter((c: { id: number }) => c.id === ids.alice);
    expect(aliceView.replyList.map((r: { content: string }) => r.content)).toEqual(['Read the statement', 'Thanks']);
    const inbox = await t.db.select().from(userMessages).where(eq(userMessages.recipientUid, alice.uid));
    expect(inbox).toEqual([]);
  });

  it('lets the contest admins delete clarifications, not other contestants', async () => {
    expect((await api.removeComment(bob.token, ids.alice)).code).toBe(403);
    expect((await api.removeComment(otherAdmin.token, ids.bob)).code).toBe(403);
    expect((await api.removeComment(creator.token, ids.other)).code).toBe(200);
    expect((await api.removeComment(otherAdmin.token, ids.bob)).code).toBe(403);
    const reply = (await api.replies(ids.alice, alice.token)).body.data[1];
    expect((await api.removeReply(creator.token, reply.id)).code).toBe(200);
  });

  it('shows every clarification to everyone with access once it has ended', async () => {
    await t.db
      .update(contests)
      .set({ startTime: new Date(ENDED.startTime), endTime: new Date(ENDED.endTime) })
      .where(eq(contests.id, cid));
    expect(await seen(alice.token)).toEqual(['root asks', 'creator asks', 'bob asks', 'alice asks']);
    expect((await api.replies(ids.bob, alice.token)).body.data.map((r: { content: string }) => r.content)).toEqual(['Yes']);
  });

  it("shows a group contest's owner's and creator's questions to its members while it runs", async () => {
    const owner = await userWithToken(t, 1001, 'owner');
    const gid = await createGroup(t, owner.token);
    const manager = await userWithToken(t, 1002, 'gadmin');
    const peer = await userWithToken(t, 1002, 'peer');
    await addMember(t, gid, manager.uid, 4);
    await addMember(t, gid, peer.uid, 3);
    await addMember(t, gid, alice.uid, 3);
    const created = await call(t, 'POST', '/api/group/contest', manager.token, { gid, contest: contestForm({ title: 'Group round' }) });
    const groupCid = created.body.data.id as number;
    for (const [who, token] of [
      ['owner', owner.token],
      ['manager', manager.token],
      ['peer', peer.token],
      ['alice', alice.token],
    ]) {
      expect((await api.comment(token, { cid: groupCid, content: `${who} says` })).code).toBe(200);
    }
    const contents = async (token: string) =>
      (await api.list(`cid=${groupCid}`, token)).body.data.records.map((c: { content: string }) => c.content);
    expect(await contents(alice.token)).toEqual(['alice says', 'manager says', 'owner says']);
    expect(await contents(owner.token)).toEqual(['alice says', 'peer says', 'manager says', 'owner says']);
    expect((await api.list(`cid=${groupCid}`, bob.token)).code).toBe(404);
  });
});
