// The first ACs of a contest (reference §5.8 "AC info"): each user's first accepted submission per problem inside
// the contest window, without the contest's creator and the roots, each flagged `firstBlood` when no earlier AC
// of the problem exists (ties all first). A subquery, so that the contests module joins its balloon marks to it
// and pages in SQL.
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { JudgeStatus, Role } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { userField } from '../accounts/index.ts';
import { submissions } from './tables.ts';

export interface FirstAcWindow {
  cid: number;
  startTime: Date;
  endTime: Date;
  /** The contest's creator, left out with the roots. */
  creator: string | null;
}

export function contestFirstAcs(db: Db, { cid, startTime, endTime, creator }: FirstAcWindow) {
  const notRoot = sql`coalesce(${userField(submissions.uid, 'roleId')}, 0) <> ${Role.Root}`;
  return db
    .selectDistinctOn([submissions.uid, submissions.pid], {
      submitId: submissions.submitId,
      uid: submissions.uid,
      username: submissions.username,
      realname: sql<string | null>`${userField(submissions.uid, 'realname')}`.as('realname'),
      pid: submissions.pid,
      displayId: submissions.displayPid,
      submitTime: submissions.submitTime,
      // Window functions run before DISTINCT ON: the earliest of every eligible AC of the problem.
      firstBlood: sql<boolean>`${submissions.submitTime} = min(${submissions.submitTime}) over (partition by ${submissions.pid})`.as(
        'first_blood',
      ),
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.cid, cid),
        eq(submissions.status, JudgeStatus.Accepted),
        gte(submissions.submitTime, startTime),
        lt(submissions.submitTime, endTime),
        creator ? ne(submissions.uid, creator) : undefined,
        notRoot,
      ),
    )
    .orderBy(submissions.uid, submissions.pid, submissions.submitTime, submissions.submitId)
    .as('first_acs');
}
