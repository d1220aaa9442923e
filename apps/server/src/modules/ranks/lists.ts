// The ACM and OI rank lists (reference §6, §14.13). One snapshot of every ranked user's practice figures (uid
// and three numbers, no names) serves both orders and every page for RANK_SNAPSHOT_TTL_MS: one grouped pass over
// the practice submissions per minute and process, whatever the number of pages, users or viewers; a page then
// reads only its own users' public fields. A search is answered live, for the users it names only.
import type { PageResult, RankListQuery, RankRow } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { activeUserSql, rankedUsers, userMatchingSql } from '../accounts/index.ts';
import { practiceStats, rankOrdered, type PracticeStats } from '../submissions/index.ts';
import { expiring } from './expiring.ts';

export const RANK_SNAPSHOT_TTL_MS = 60_000;

type Placed = PracticeStats & { rank: number | null };

async function withUsers(db: Db, rows: Placed[]): Promise<RankRow[]> {
  const users = await rankedUsers(
    db,
    rows.map((r) => r.uid),
  );
  return rows.flatMap((row) => {
    const user = users.get(row.uid);
    return user ? [{ ...user, rank: row.rank, ac: row.ac, total: row.total, score: row.score }] : [];
  });
}

/** The rank list reader of one server: its snapshot lives in this closure. */
export function rankLists(db: Db) {
  const snapshot = expiring(RANK_SNAPSHOT_TTL_MS, async () => {
    const rows = await practiceStats(db, activeUserSql);
    return { ACM: rankOrdered(rows, 'ACM', true), OI: rankOrdered(rows, 'OI', true) };
  });

  return async function rankPage(query: RankListQuery): Promise<PageResult<RankRow>> {
    const { currentPage, limit, type, searchUser } = query;
    const rows = searchUser
      ? rankOrdered(await practiceStats(db, (uid) => userMatchingSql(uid, searchUser)), type, false)
      : (await snapshot())[type];
    const start = (currentPage - 1) * limit;
    return { records: await withUsers(db, rows.slice(start, start + limit)), total: rows.length };
  };
}
