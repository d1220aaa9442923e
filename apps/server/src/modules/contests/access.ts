// Who sees and who opens a site contest (reference §5.2, spec 001 §6). Contest admins are root and the
// contest's creator: they see it hidden or scheduled and never need to register. Others: an invisible contest
// does not exist; a scheduled one shows its overview only; a private one needs a registration for its problems
// and submissions; a protected one is readable by every logged-in user and needs a registration to submit.
import { and, eq, isNull } from 'drizzle-orm';
import { accountRuleOf, ContestAuth, ContestStatus, isSuperAdmin, matchesAccountRule } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { forbidden, notFound, unauthorized } from '../../plugins/app/errors.ts';
import type { ResolvedSession } from '../accounts/index.ts';
import { contestStatus } from './service.ts';
import { contestRegisters, contests } from './tables.ts';

export type ContestRow = typeof contests.$inferSelect;
/** The caller; null for visitors. */
export type Caller = Pick<ResolvedSession, 'uid' | 'role'> | null;
export type Member = NonNullable<Caller>;

export const isContestAdmin = (viewer: Caller, contest: Pick<ContestRow, 'uid'>): boolean =>
  viewer !== null && (isSuperAdmin(viewer.role) || contest.uid === viewer.uid);

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

/** The contest if the viewer may see it; 404 when unknown or invisible to them. */
export async function visibleContest(db: Db, cid: number, viewer: Caller, missing: MessageKey = 'Contest_not_found'): Promise<ContestRow> {
  const contest = await siteContest(db, cid);
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
export async function contestFacts(db: Db | Tx, cid: number): Promise<Pick<ContestRow, 'type' | 'endTime' | 'uid'> | undefined> {
  const [contest] = await db
    .select({ type: contests.type, endTime: contests.endTime, uid: contests.uid })
    .from(contests)
    .where(eq(contests.id, cid));
  return contest;
}
