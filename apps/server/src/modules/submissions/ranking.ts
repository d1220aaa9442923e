// Rankings over accepted submissions, for the ranks module.
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { JudgeStatus, type AcRankRow } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { knownUserField, userField } from '../accounts/index.ts';
import { submissions } from './tables.ts';

/** Users by distinct problems solved outside contests and groups since `since` (newer accounts first on a tie), the top `limit`. */
export async function acceptedSinceRank(db: Db, since: Date, limit: number): Promise<AcRankRow[]> {
  const ac = sql<number>`count(distinct ${submissions.pid})::int`;
  return db
    .select({
      uid: submissions.uid,
      username: knownUserField(submissions.uid, 'username'),
      nickname: userField(submissions.uid, 'nickname'),
      avatar: userField(submissions.uid, 'avatar'),
      titleName: userField(submissions.uid, 'titleName'),
      titleColor: userField(submissions.uid, 'titleColor'),
      ac,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.status, JudgeStatus.Accepted),
        eq(submissions.cid, 0),
        isNull(submissions.gid),
        gte(submissions.submitTime, since),
      ),
    )
    .groupBy(submissions.uid)
    .orderBy(desc(ac), desc(knownUserField(submissions.uid, 'gmtCreate')))
    .limit(limit);
}
