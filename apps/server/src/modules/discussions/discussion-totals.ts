// The lists' totals, kept in memory per database: counting 100,000 posts costs about 10 ms a time, a page of ten
// well under one (bench/discussion-list.ts). A total is reused until this module writes a post (create, edit,
// delete, ban) or for TOTAL_TTL_MS at most (writes from elsewhere: a user deleted with their posts). Concurrent
// requests for one total share its count.
import type { Db } from '../../db/client.ts';

const TOTAL_TTL_MS = 10_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  at: number;
  total: Promise<number>;
}

const byDatabase = new WeakMap<Db, Map<string, Entry>>();

/** The total under `key` (the list's filter), counted when missing or older than the TTL. */
export function cachedTotal(db: Db, key: string, count: () => Promise<number>): Promise<number> {
  let entries = byDatabase.get(db);
  if (!entries) byDatabase.set(db, (entries = new Map()));
  const now = Date.now();
  const entry = entries.get(key);
  if (entry && now - entry.at <= TOTAL_TTL_MS) return entry.total;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const total = count();
  entries.set(key, { at: now, total });
  total.catch(() => entries.delete(key));
  return total;
}

/** Every total of the database may have changed: a count still running belongs to the dropped map. */
export function discussionsChanged(db: Db): void {
  byDatabase.delete(db);
}
