// Ranks service: the home page's 7-day AC ranking (the ranks issue adds the ACM and OI lists).
import type { AcRankRow } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { acceptedSinceRank, startOfDay } from '../submissions/index.ts';

/** Distinct problems solved outside contests and groups since the date 7 days ago, top 10. */
export const recentSevenDayAcRank = (db: Db, limit = 10): Promise<AcRankRow[]> => acceptedSinceRank(db, startOfDay(6), limit);
