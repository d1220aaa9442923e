// Where a comment lives (a discussion, or a contest's clarifications) and who may read and moderate there (reference
// §9, §5.8). A discussion's comments: the site switch of its area, a group post only for the group's members and
// the site root, a banned post only for its moderators (the admin roles, a group's admins). A contest's
// clarifications: the contest comment switch, login and access to the contest; while it runs, a non-admin sees
// only their own comments and those of roots, the contest's creator and its group's owner.
import { and, eq, or, type SQL } from 'drizzle-orm';
import { ContestStatus } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../plugins/app/errors.ts';
import type { ResolvedSession } from '../accounts/index.ts';
import { isContestAdmin, openContest, readableContest, statusOf } from '../contests/index.ts';
import { groupById } from '../groups/index.ts';
import { getWebsiteConfig } from '../site/index.ts';
import { discussionUrl, findDiscussion, moderates as moderatesDiscussion, readableDiscussion } from './discussion-access.ts';
import { comments } from './tables.ts';

/** The caller; null for visitors. */
export type Caller = Pick<ResolvedSession, 'uid' | 'role'> | null;
export type Member = NonNullable<Caller>;

interface ThreadBase {
  /** Where messages about it point, and what they name. */
  sourceType: 'Discussion' | 'Contest';
  sourceId: number;
  title: string;
  url: string;
}

export interface DiscussionThread extends ThreadBase {
  kind: 'discussion';
  gid: number | null;
  /** The post's author. */
  authorUid: string;
}

export interface ContestThread extends ThreadBase {
  kind: 'contest';
  /** The caller administers the contest. */
  admin: boolean;
  /** Which comments the caller sees: undefined for all. */
  visible: SQL | undefined;
}

export type Thread = DiscussionThread | ContestThread;

/** The part of a message about the thread: who sent it and where it points. */
export const aboutThread = (thread: Thread, senderUid: string) => ({
  senderUid,
  sourceType: thread.sourceType,
  sourceId: thread.sourceId,
  sourceTitle: thread.title,
  url: thread.url,
});

/** A comment's place: its discussion or its contest. */
export interface Target {
  did: number | null;
  cid: number | null;
}

export async function discussionThread(db: Db, did: number, caller: Caller): Promise<DiscussionThread> {
  const row = await readableDiscussion(db, did, caller);
  return {
    kind: 'discussion',
    sourceType: 'Discussion',
    sourceId: row.id,
    title: row.title,
    url: discussionUrl(row),
    gid: row.gid,
    authorUid: row.uid,
  };
}

/** While the contest runs, a non-admin's view: their own comments and those of roots, the creator and the group's owner. */
async function runningView(db: Db, contest: { uid: string | null; gid: number | null }, viewer: Member): Promise<SQL | undefined> {
  const owner = contest.gid === null ? undefined : (await groupById(db, contest.gid))?.uid;
  return or(
    eq(comments.fromUid, viewer.uid),
    eq(comments.fromRole, 'root'),
    contest.uid === null ? undefined : eq(comments.fromUid, contest.uid),
    owner === undefined ? undefined : eq(comments.fromUid, owner),
  );
}

export async function contestThread(db: Db, cid: number, caller: Caller): Promise<ContestThread> {
  if (caller === null) throw unauthorized();
  if (!(await getWebsiteConfig(db)).openContestComment) throw forbidden('Contest_comment_closed');
  const { contest, viewer } = await openContest(db, cid, caller);
  const admin = isContestAdmin(viewer, contest);
  const restricted = !admin && statusOf(contest) === ContestStatus.Running;
  return {
    kind: 'contest',
    sourceType: 'Contest',
    sourceId: contest.id,
    title: contest.title,
    url: `/contest/${contest.id}/comment`,
    admin,
    visible: restricted ? await runningView(db, contest, viewer) : undefined,
  };
}

/** The thread of a discussion or a contest, as the caller may read it: exactly one of did and cid. */
export function threadOf(db: Db, target: Target, caller: Caller): Promise<Thread> {
  if ((target.did === null) === (target.cid === null)) throw badRequest('Comment_target_required');
  return target.did !== null ? discussionThread(db, target.did, caller) : contestThread(db, target.cid!, caller);
}

/** The comment's thread, 404 when the comment is missing or hidden from the caller by the running contest's view. */
export async function commentInThread(db: Db, commentId: number, caller: Caller) {
  const [comment] = await db.select().from(comments).where(eq(comments.id, commentId));
  if (!comment) throw notFound('Comment_not_found');
  const thread = await threadOf(db, comment, caller);
  if (thread.kind === 'contest' && thread.visible) {
    const [seen] = await db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.id, commentId), thread.visible));
    if (!seen) throw notFound('Comment_not_found');
  }
  return { comment, thread };
}

/**
 * May the caller delete others' comments and replies there: the admin roles and the group's admins for
 * discussions, the contest's admins for clarifications. Needs no read access (authors are checked apart).
 */
export async function moderates(db: Db, target: Target, caller: Member): Promise<boolean> {
  if (target.cid !== null) {
    const contest = await readableContest(db, target.cid, caller);
    return contest !== undefined && isContestAdmin(caller, contest);
  }
  return moderatesDiscussion(db, (await findDiscussion(db, target.did!)).gid, caller);
}
