// Who sees and who opens a site contest (reference §5.2, spec 001 §6). Contest admins are root and the
// contest's creator: they see it hidden or scheduled and never need to register. Others: an invisible contest
// does not exist; a scheduled one shows its overview only; a private one needs a registration for its problems
// and submissions; a protected one is readable by every logged-in user and needs a registration to submit.
// A group contest (gid set) exists only for its group's members and the site root; its group's root (level 5)
// administers it too.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountRuleOf, ContestAuth, ContestStatus, GroupLevel, isSuperAdmin, matchesAccountRule } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { forbidden, notFound, unauthorized } from '../../plugins/app/errors.ts';
import type { ResolvedSession } from '../accounts/index.ts';
import { groupLevel } from '../membership/index.ts';
import { contestStatus } from './service.ts';
import { contestRegisters, contests } from './tables.ts';

export type ContestRow = typeof contests.$inferSelect;
/** The caller; null for visitors. */
export type Caller = Pick<ResolvedSession, 'uid' | 'role'> | null;
export type Member = NonNullable<Caller>;

/**
 * The rows `readableContest` read for a viewer who is the root (level 5) of the contest's group, with that
 * viewer's uid. The group rule needs a lookup while the admin check is asked synchronously in many places: the
 * lookup is made once, when the row is read for the request, and remembered on that row object.
 */
const groupRootOf = new WeakMap<object, string>();

export const isContestAdmin = (viewer: Caller, contest: Pick<ContestRow, 'uid'>): boolean =>
  viewer !== null && (isSuperAdmin(viewer.role) || contest.uid === viewer.uid || groupRootOf.get(contest) === viewer.uid);

export const statusOf = (contest: Pick<ContestRow, 'startTime' | 'endTime'>, now = new Date()) =>
  contestStatus(contest.startTime, contest.endTime, now);

/**
 * The board is sealed (reference §5.6) when sealing is on and now is in [sealRankTime, end), or after the end
 * while autoRealRank is off: non-admins then see the cells after the seal as pending.
 */
export function isSealed(contest: Pick<ContestRow, 'sealRank' | 'sealRankTime' | 'endTime' | 'autoRealRank'>, now = new Date()): boolean {
  if (!contest.sealRank || !contest.sealRankTime || now < contest.sealRankTime) return false;
  return now < contest.endTime || !contest.autoRealRank;
}

/** The account rule (reference §5.3) lets the username take part; contests without one let everyone. */
export function accountAllowed(contest: Pick<ContestRow, 'openAccountLimit' | 'accountLimitRule'>, username: string): boolean {
  if (!contest.openAccountLimit) return true;
  const rule = accountRuleOf(contest.accountLimitRule ?? '');
  return rule !== null && matchesAccountRule(rule, username);
}

/** Registering and submitting: 403 when the contest's account rule leaves the caller out (admins exempt). */
export function assertAccountAllowed(contest: ContestRow, viewer: Pick<ResolvedSession, 'uid' | 'role' | 'username'>): void {
  if (!isContestAdmin(viewer, contest) && !accountAllowed(contest, viewer.username)) throw forbidden('Contest_account_not_allowed');
}

/** A site contest (gid null), visible or not. */
export async function siteContest(db: Db, cid: number): Promise<ContestRow | undefined> {
  const [row] = await db
    .select()
    .from(contests)
    .where(and(eq(contests.id, cid), isNull(contests.gid)));
  return row;
}

/** The contest row by id: read on most contest calls (the board's pages too), so built once per database handle. */
function contestById(db: Db | Tx) {
  return db
    .select()
    .from(contests)
    .where(eq(contests.id, sql.placeholder('cid')))
    .prepare('contest_by_id');
}
const contestStatements = new WeakMap<Db | Tx, ReturnType<typeof contestById>>();

/**
 * The contest as it exists for the viewer, visible or not: every site contest; a group contest only for the
 * group's members (level 3–5) and the site root. The group's root is remembered as one of its admins.
 */
export async function readableContest(db: Db | Tx, cid: number, viewer: Caller): Promise<ContestRow | undefined> {
  let statement = contestStatements.get(db);
  if (!statement) contestStatements.set(db, (statement = contestById(db)));
  const [contest] = await statement.execute({ cid });
  if (!contest || contest.gid === null) return contest;
  if (viewer === null) return undefined;
  if (isSuperAdmin(viewer.role)) return contest;
  const level = await groupLevel(db, contest.gid, viewer.uid);
  if (level === null || level < GroupLevel.Member) return undefined;
  if (level >= GroupLevel.Root) groupRootOf.set(contest, viewer.uid);
  return contest;
}

/** The contest if the viewer may see it; 404 when unknown or invisible to them. */
export async function visibleContest(db: Db, cid: number, viewer: Caller, missing: MessageKey = 'Contest_not_found'): Promise<ContestRow> {
  const contest = await readableContest(db, cid, viewer);
  if (!contest || (!contest.visible && !isContestAdmin(viewer, contest))) throw notFound(missing);
  return contest;
}

export async function isRegistered(db: Db, cid: number, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ cid: contestRegisters.cid })
    .from(contestRegisters)
    .where(and(eq(contestRegisters.cid, cid), eq(contestRegisters.uid, uid)));
  return !!row;
}

/** get-contest-access: public contests are open; private and protected ones need a registration (admins exempt). */
export async function isAdmitted(db: Db, contest: ContestRow, viewer: Member): Promise<boolean> {
  return contest.auth === ContestAuth.Public || isContestAdmin(viewer, contest) || isRegistered(db, contest.id, viewer.uid);
}

/** Reading the problems, a problem and the submissions: 401 visitors, 403 scheduled or private without registration. */
export async function assertContestReadable(db: Db, contest: ContestRow, viewer: Caller): Promise<Member> {
  if (viewer === null) throw unauthorized();
  if (isContestAdmin(viewer, contest)) return viewer;
  if (statusOf(contest) === ContestStatus.Scheduled) throw forbidden('Contest_not_started');
  if (contest.auth === ContestAuth.Private && !(await isRegistered(db, contest.id, viewer.uid))) throw forbidden('Contest_not_registered');
  return viewer;
}

/** The visible contest whose problems the viewer may read (404, 401, 403 otherwise). */
export async function openContest(db: Db, cid: number, viewer: Caller): Promise<{ contest: ContestRow; viewer: Member }> {
  const contest = await visibleContest(db, cid, viewer);
  return { contest, viewer: await assertContestReadable(db, contest, viewer) };
}

/** What other modules need of a contest by id (type, end, creator), or undefined. */
export async function contestFacts(db: Db | Tx, cid: number): Promise<Pick<ContestRow, 'type' | 'endTime' | 'uid' | 'gid'> | undefined> {
  const [contest] = await db
    .select({ type: contests.type, endTime: contests.endTime, uid: contests.uid, gid: contests.gid })
    .from(contests)
    .where(eq(contests.id, cid));
  return contest;
}
