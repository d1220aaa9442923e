// The problem list's pages in memory (issue 17): the part of a page every caller shares (rows with their tags and
// counts, and the total) per normalised query, for a short time. The caller's own part (myStatus) is never stored.
//
// - An entry lives PROBLEM_LIST_TTL_MS from the moment its query started; a miss runs the query once however many
//   requests wait for it (single flight).
// - Bounded: at most MAX_ENTRIES pages and MAX_ROWS rows in all, the least recently used dropped first.
// - problemListChanged() drops every entry of every database at once (a generation number, so a query still
//   running when it is called is not kept either). Every write to problems, tags, problem tags or tag
//   classifications in this process calls it: where the write is and, for writes inside a transaction, again by the
//   transaction's owner once it committed (a list read between the two would otherwise keep the old rows).
// - Writes on another API host over the same PostgreSQL cannot reach this memory: they show here once the entry
//   expires, at most PROBLEM_LIST_TTL_MS (plus one list query) later. The counts are not invalidated by new
//   submissions or verdicts on any host: they are at most as old, while myStatus is read on every request.

/** How long a page may be served from memory. */
export const PROBLEM_LIST_TTL_MS = 2_000;
/** At most this many pages… */
export const MAX_ENTRIES = 1_000;
/** …and this many rows in all (a page holds up to PAGE_SIZES.maxLimit). */
export const MAX_ROWS = 30_000;

interface Entry<V> {
  value: Promise<V>;
  startedAt: number;
  generation: number;
  rows: number;
}

/** Bumped by problemListChanged(): entries of older generations are never served again. */
let generation = 0;

/** Every cached problem list page (all databases of this process) is out of date. */
export function problemListChanged(): void {
  generation++;
}

export interface ListCacheOptions {
  ttlMs: number;
  maxEntries: number;
  maxRows: number;
  /** The rows a value holds (its weight against maxRows). */
  rowsOf: (value: unknown) => number;
  now?: () => number;
}

/** A time-bounded, size-bounded (LRU) cache of promised values with single flight and global invalidation. */
export class ListCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private rows = 0;
  private now: () => number;

  constructor(private readonly options: ListCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Reads the time from `now` from here on (tests hold the time still, then move it on). */
  useClock(now: () => number): void {
    this.now = now;
  }

  /** The value under `key`: the stored one while fresh and of the current generation, else a new `load()`. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry) {
      this.remove(key, entry);
      if (entry.generation === generation && now - entry.startedAt <= this.options.ttlMs) {
        this.entries.set(key, entry); // most recently used: last in the map's order
        this.rows += entry.rows;
        return entry.value;
      }
    }
    const fresh: Entry<V> = { value: load(), startedAt: now, generation, rows: 0 };
    this.entries.set(key, fresh);
    fresh.value.then(
      (value) => {
        if (this.entries.get(key) !== fresh) return;
        fresh.rows = this.options.rowsOf(value);
        this.rows += fresh.rows;
        this.trim();
      },
      () => {
        if (this.entries.get(key) === fresh) this.entries.delete(key);
      },
    );
    this.trim();
    return fresh.value;
  }

  /** How many pages and rows are held (tests). */
  get size(): { entries: number; rows: number } {
    return { entries: this.entries.size, rows: this.rows };
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.rows -= entry.rows;
  }

  /** Drops the least recently used entries (the first in the map's order) beyond the bounds. */
  private trim(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.rows <= this.options.maxRows) return;
      this.remove(key, entry);
    }
  }
}
