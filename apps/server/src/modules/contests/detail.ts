// get-contest-info, get-contest-access and register-contest.
import { eq } from 'drizzle-orm';
import { ContestAuth, ContestStatus, type ContestAccess, type ContestInfo } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../plugins/app/errors.ts';
import { spendGuess } from '../accounts/index.ts';
import { assertAccountAllowed, isAdmitted, isContestAdmin, statusOf, visibleContest, type Caller, type Member } from './access.ts';
import { selectContests, toInfo } from './rows.ts';
import { contestRegisters, contests } from './tables.ts';

export async function contestInfo(db: Db, cid: number, viewer: Caller): Promise<ContestInfo> {
  const contest = await visibleContest(db, cid, viewer);
  const [record] = await selectContests(db, eq(contests.id, contest.id), contest.gid);
  return toInfo(record, isContestAdmin(viewer, contest));
}

export async function contestAccess(db: Db, cid: number, caller: Member): Promise<ContestAccess> {
  const contest = await visibleContest(db, cid, caller);
  return { access: await isAdmitted(db, contest, caller) };
}

/** Registers the caller for a private or protected contest with its password (plain, as the reference compares it; guesses limited)
 * when the contest's account rule allows the username. */
export async function registerContest(
  db: Db,
  caller: Member & { username: string },
  request: { cid: number; password: string },
): Promise<void> {
  const contest = await visibleContest(db, request.cid, caller);
  if (contest.auth === ContestAuth.Public) throw badRequest('Contest_not_need_register');
  if (statusOf(contest) === ContestStatus.Ended && !contest.allowEndSubmit) throw badRequest('Contest_has_ended');
  assertAccountAllowed(contest, caller);
  await spendGuess(db, { kind: 'contest', id: contest.id, uid: caller.uid }, contest.pwd === request.password, 'Contest_password_wrong');
  const inserted = await db.insert(contestRegisters).values({ cid: contest.id, uid: caller.uid }).onConflictDoNothing().returning();
  if (!inserted.length) throw badRequest('Contest_already_registered');
}
