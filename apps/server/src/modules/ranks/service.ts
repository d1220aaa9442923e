// Ranks service: the home page's 7-day AC ranking (the ranks issue adds the ACM and OI lists).
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { JudgeStatus, type AcRankRow } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { knownUserField, userField } from '../accounts/index.ts';
import { submissions } from '../submissions/tables.ts';
import { startOfDay } from '../submissions/index.ts';

/** Distinct problems solved outside contests and groups since the date 7 days ago, top 10. */
export async function recentSevenDayAcRank(db: Db, limit = 10): Promise<AcRankRow[]> {
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
    .where(and(eq(submissions.status, JudgeStatus.Accepted), eq(submissions.cid, 0), isNull(submissions.gid), gte(submissions.submitTime, startOfDay(6))))
    .groupBy(submissions.uid)
    .orderBy(desc(ac), desc(knownUserField(submissions.uid, 'gmtCreate')))
    .limit(limit);
}
