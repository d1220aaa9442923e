// Favourites and likes of trainings: idempotent toggles, counts over users, the caller's own marks in the list and
// the detail, the onlyFavorite filter, and who may mark what (visitors, hidden trainings, group trainings, chapters).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARITY_BACKENDS, createTestApp, type TestApp } from '../../test/helper.ts';
import { groupCast, type GroupCast } from '../groups/problem-test-kit.ts';
import { roleSessions } from '../problems/admin-test-kit.ts';
import { userWithToken } from '../submissions/test-fixtures.ts';
import { trainingFavorites, trainingLikes, trainings } from './tables.ts';
import { call, createTraining } from './test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

describe.each(PARITY_BACKENDS)('training favourites and likes on %s', (backend) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof roleSessions>>;
  let alice: User;
  let bob: User;
  let g: GroupCast;
  const tid = { open: 0, other: 0, priv: 0, hidden: 0, group: 0, groupHidden: 0, chapter: 0 };

  const get = (url: string, token?: string) => call(t, 'GET', url, token);
  const favorite = (id: number, token: string | undefined, toFavorite: boolean | string = true) =>
    get(`/api/training-favorite?tid=${id}&toFavorite=${toFavorite}`, token);
  const like = (id: number, token: string | undefined, toLike: boolean | string = true) =>
    get(`/api/training-like?tid=${id}&toLike=${toLike}`, token);
  const groupTraining = async (title: string, status: boolean) => {
    const made = await call(t, 'POST', '/api/group/training', g.admin.token, {
      gid: g.gid,
      training: { title, description: 'd', auth: 'Public', status },
    });
    if (made.code !== 200) throw new Error(JSON.stringify(made.body));
    return made.body.data.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await roleSessions(t);
    alice = await userWithToken(t, 1002, 'alice');
    bob = await userWithToken(t, 1002, 'bob');
    g = await groupCast(t, 'FAV1');
    tid.open = await createTraining(t, s.admin, { rank: 1, title: 'Open one' });
    tid.other = await createTraining(t, s.admin, { rank: 2, title: 'Other one' });
    tid.priv = await createTraining(t, s.admin, { rank: 3, title: 'Private one', auth: 'Private', privatePwd: 'pw' });
    tid.hidden = await createTraining(t, s.admin, { rank: 4, title: 'Hidden one', status: false });
    tid.group = await groupTraining('Group one', true);
    tid.groupHidden = await groupTraining('Group hidden', false);
    // A chapter row as the chapter calls leave it: marked like any training its viewer sees.
    const [chapter] = await t.db
      .insert(trainings)
      .values({ title: 'Chapter one', source: 'chapter', parentId: tid.open, uid: null, author: 'admin1' })
      .returning({ id: trainings.id });
    tid.chapter = chapter.id;
  });
  afterAll(() => t?.close());

  it('favouring and liking twice keeps one row; taking back twice keeps none', async () => {
    expect((await favorite(tid.open, alice.token)).body).toMatchObject({ status: 200, data: { favoriteCount: 1, isFavorite: true } });
    expect((await favorite(tid.open, alice.token)).body.data).toEqual({ favoriteCount: 1, isFavorite: true });
    expect((await like(tid.open, alice.token)).body.data).toEqual({ likeCount: 1, isLiked: true });
    expect((await like(tid.open, alice.token, '1')).body.data).toEqual({ likeCount: 1, isLiked: true });
    expect((await favorite(tid.open, alice.token, false)).body.data).toEqual({ favoriteCount: 0, isFavorite: false });
    expect((await favorite(tid.open, alice.token, false)).body.data).toEqual({ favoriteCount: 0, isFavorite: false });
    expect((await like(tid.open, alice.token, false)).body.data).toEqual({ likeCount: 0, isLiked: false });
    expect((await like(tid.open, alice.token, '0')).body.data).toEqual({ likeCount: 0, isLiked: false });
    await Promise.all(Array.from({ length: 6 }, () => Promise.all([favorite(tid.open, bob.token), like(tid.open, bob.token)])));
    const rows = (table: typeof trainingFavorites | typeof trainingLikes) =>
      t.db.$count(table, and(eq(table.tid, tid.open), eq(table.uid, bob.uid)));
    expect(await rows(trainingFavorites)).toBe(1);
    expect(await rows(trainingLikes)).toBe(1);
    await favorite(tid.open, bob.token, false);
    await like(tid.open, bob.token, false);
  });

  it('counts every user once; each caller sees their own marks in the list and the detail', async () => {
    await favorite(tid.open, alice.token);
    await like(tid.open, alice.token);
    expect((await favorite(tid.open, bob.token)).body.data).toEqual({ favoriteCount: 2, isFavorite: true });
    expect((await like(tid.other, bob.token)).body.data).toEqual({ likeCount: 1, isLiked: true });
    // A private training is marked without registering: seeing it is enough.
    expect((await like(tid.priv, bob.token)).body.data).toEqual({ likeCount: 1, isLiked: true });

    const row = async (token: string | undefined, id: number) =>
      (await get('/api/get-training-list', token)).body.data.records.find((r: { id: number }) => r.id === id);
    expect(await row(alice.token, tid.open)).toMatchObject({ favoriteCount: 2, likeCount: 1, isFavorite: true, isLiked: true });
    expect(await row(bob.token, tid.open)).toMatchObject({ favoriteCount: 2, likeCount: 1, isFavorite: true, isLiked: false });
    expect(await row(bob.token, tid.other)).toMatchObject({ favoriteCount: 0, likeCount: 1, isFavorite: false, isLiked: true });
    expect(await row(undefined, tid.open)).toMatchObject({ favoriteCount: 2, likeCount: 1, isFavorite: false, isLiked: false });
    expect(await row(s.user, tid.open)).toMatchObject({ isFavorite: false, isLiked: false });

    const detail = async (token: string) => (await get(`/api/get-training-detail?tid=${tid.open}`, token)).body.data;
    expect(await detail(alice.token)).toMatchObject({ favoriteCount: 2, likeCount: 1, isFavorite: true, isLiked: true });
    expect(await detail(bob.token)).toMatchObject({ favoriteCount: 2, likeCount: 1, isFavorite: true, isLiked: false });
    expect(await detail(s.user)).toMatchObject({ favoriteCount: 2, likeCount: 1, isFavorite: false, isLiked: false });
  });

  it('onlyFavorite lists the caller’s favourites, with the other filters; visitors keep none', async () => {
    await favorite(tid.priv, alice.token);
    const titles = async (token: string | undefined, query: string) =>
      (await get(`/api/get-training-list?onlyFavorite=true${query}`, token)).body.data.records.map((r: { title: string }) => r.title);
    expect(await titles(alice.token, '')).toEqual(['Open one', 'Private one']);
    expect(await titles(alice.token, '&auth=Private')).toEqual(['Private one']);
    expect(await titles(alice.token, '&source=personal')).toEqual([]);
    expect(await titles(bob.token, '')).toEqual(['Open one']);
    expect(await titles(s.user, '')).toEqual([]);
    expect(await titles(undefined, '')).toEqual([]);
    const all = await get('/api/get-training-list?onlyFavorite=false', alice.token);
    expect(all.body.data.total).toBe(3);
    // Taken back, it leaves the list.
    await favorite(tid.priv, alice.token, false);
    expect(await titles(alice.token, '')).toEqual(['Open one']);
  });

  it('visitors 401; unknown and hidden trainings 404 (their managers mark them); bad flags 400', async () => {
    expect((await favorite(tid.open, undefined)).code).toBe(401);
    expect((await like(tid.open, undefined)).code).toBe(401);
    for (const mark of [favorite, like]) {
      expect((await mark(999999, alice.token)).body).toMatchObject({ status: 404, msg: 'The training does not exist or is hidden' });
      expect((await mark(tid.hidden, alice.token)).code).toBe(404);
      expect((await mark(tid.hidden, s.admin)).code).toBe(200);
      expect((await mark(tid.hidden, s.root)).code).toBe(200);
    }
    expect((await favorite(tid.open, alice.token, 'yes')).body).toMatchObject({ status: 400, msg: 'toFavorite must be true or false' });
    expect((await get(`/api/training-favorite?tid=${tid.open}`, alice.token)).body.msg).toBe('toFavorite must be true or false');
    expect((await like(tid.open, alice.token, 'maybe')).body).toMatchObject({ status: 400, msg: 'toLike must be true or false' });
    expect((await get('/api/training-like?toLike=true', alice.token)).code).toBe(400);
    expect(await t.db.$count(trainingFavorites, eq(trainingFavorites.tid, tid.hidden))).toBe(2);
  });

  it('group trainings: members mark them; strangers 403; a hidden one is its admins’', async () => {
    expect((await favorite(tid.group, g.member.token)).body.data).toEqual({ favoriteCount: 1, isFavorite: true });
    expect((await like(tid.group, g.admin.token)).body.data).toEqual({ likeCount: 1, isLiked: true });
    expect((await favorite(tid.group, g.stranger.token)).code).toBe(403);
    expect((await like(tid.group, g.applicant.token)).code).toBe(403);
    expect((await favorite(tid.group, s.root)).code).toBe(200);
    expect((await favorite(tid.groupHidden, g.member.token)).code).toBe(404);
    expect((await like(tid.groupHidden, g.admin.token)).code).toBe(200);
    const detail = await get(`/api/get-training-detail?tid=${tid.group}`, g.member.token);
    expect(detail.body.data).toMatchObject({ favoriteCount: 2, likeCount: 1, isFavorite: true, isLiked: false });
    // A group training never lists on the site, favourite or not.
    const mine = await get('/api/get-training-list?onlyFavorite=true', g.member.token);
    expect(mine.body.data.total).toBe(0);
  });

  it('chapters are marked like trainings and counted apart from their training', async () => {
    expect((await favorite(tid.chapter, bob.token)).body.data).toEqual({ favoriteCount: 1, isFavorite: true });
    expect((await like(tid.chapter, bob.token)).body.data).toEqual({ likeCount: 1, isLiked: true });
    const detail = await get(`/api/get-training-detail?tid=${tid.open}`, bob.token);
    expect(detail.body.data).toMatchObject({ favoriteCount: 2, likeCount: 1 });
  });

  it('deleting a training deletes its marks', async () => {
    const id = await createTraining(t, s.admin, { title: 'Short-lived' });
    await favorite(id, alice.token);
    await like(id, bob.token);
    expect((await call(t, 'DELETE', `/api/admin/training?tid=${id}`, s.root)).code).toBe(200);
    expect(await t.db.$count(trainingFavorites, eq(trainingFavorites.tid, id))).toBe(0);
    expect(await t.db.$count(trainingLikes, eq(trainingLikes.tid, id))).toBe(0);
  });
});
