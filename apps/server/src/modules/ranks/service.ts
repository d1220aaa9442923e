// Ranks service: the home page's 7-day AC ranking (the ranks issue adds the ACM and OI lists).
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { JudgeStatus, type AcRankRow } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { users } from '../accounts/tables.ts';
import { submissions } from '../submissions/tables.ts';
import { startOfDay } from '../submissions/index.ts';

/** Distinct problems solved outside contests and groups since the date 7 days ago, top 10. */
export async function recentSevenDayAcRank(db: Db, limit = 10): Promise<AcRankRow[]> {
  const ac = sql<number>`count(distinct ${submissions.pid})::int`;
  return db
    .select({
      uid: users.uid,
      username: users.username,
      nickname: users.nickname,
      avatar: users.avatar,
      titleName: users.titleName,
      titleColor: users.titleColor,
      ac,
    })
    .from(submissions)
    .innerJoin(users, eq(users.uid, submissions.uid))
    .where(and(eq(submissions.status, JudgeStatus.Accepted), eq(submissions.cid, 0), isNull(submissions.gid), gte(submissions.submitTime, startOfDay(6))))
    .groupBy(users.uid)
    .orderBy(desc(ac), desc(users.gmtCreate))
    .limit(limit);
}
