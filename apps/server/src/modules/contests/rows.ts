// The contest row as the lists, the info call and the back office answer it, with its registration count.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminContest, ContestInfo, ContestListItem } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { isSealed, statusOf, type ContestRow } from './access.ts';
import { contestRegisters, contests } from './tables.ts';

const registrations = sql<number>`(select count(*)::int from ${contestRegisters} where ${contestRegisters.cid} = ${contests.id})`;

/** Site contests (or those of group `gid`): the contest lists never mix the two. */
export const ownerCondition = (gid: number | null = null): SQL => (gid === null ? isNull(contests.gid) : eq(contests.gid, gid));

/** Site contests (or group `gid`'s) with their registration count, where `condition` (order and paging are the caller's). */
export function selectContests(db: Db, condition: SQL | undefined, gid: number | null = null) {
  return db
    .select({ contest: contests, count: registrations })
    .from(contests)
    .where(and(ownerCondition(gid), condition))
    .$dynamic();
}

export type ContestRecord = { contest: ContestRow; count: number };

export function toListItem({ contest: c, count }: ContestRecord, now = new Date()): ContestListItem {
  return {
    id: c.id,
    title: c.title,
    type: c.type,
    auth: c.auth,
    status: statusOf(c, now),
    startTime: c.startTime.toISOString(),
    endTime: c.endTime.toISOString(),
    duration: c.endTime.getTime() - c.startTime.getTime(),
    author: c.author,
    count,
  };
}

/** The board settings every view of the contest shows (spec 001 §3). */
const boardSettings = (c: ContestRow) => ({
  description: c.description,
  allowEndSubmit: c.allowEndSubmit,
  sealRank: c.sealRank,
  sealRankTime: c.sealRankTime?.toISOString() ?? null,
  autoRealRank: c.autoRealRank,
  openRank: c.openRank,
  openPrint: c.openPrint,
  rankShowName: c.rankShowName,
  oiRankScoreType: c.oiRankScoreType,
});

export function toInfo(record: ContestRecord, isAdmin: boolean): ContestInfo {
  const now = new Date();
  const c = record.contest;
  return {
    ...toListItem(record, now),
    ...boardSettings(c),
    gid: c.gid,
    now: now.toISOString(),
    isAdmin,
    realTimeRank: isAdmin || !isSealed(c, now),
  };
}

/** The back office's row; the password only for a caller who may edit the contest (null otherwise). */
export function toAdminContest(record: ContestRecord, mayEdit: boolean): AdminContest {
  const c = record.contest;
  return {
    ...toListItem(record),
    ...boardSettings(c),
    pwd: mayEdit ? c.pwd : null,
    visible: c.visible,
    uid: c.uid,
    source: c.source,
    openAccountLimit: c.openAccountLimit,
    accountLimitRule: c.accountLimitRule,
    starAccount: c.starAccount,
    awardType: c.awardType,
    awardConfigList: c.awardConfig,
  };
}
