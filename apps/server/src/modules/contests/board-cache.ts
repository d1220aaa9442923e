// The computed boards in memory, per (contest, sealed or live, containsEnd). Concurrent requests share one
// computation (single flight). A value younger than the caller's max age is served as it is; an older one within
// the grace period is served while one refresh runs in the background, so paging clients never wait for a
// recomputation once a board exists; past the grace period (or when forced) the caller waits for a fresh one.
export interface BoardCacheOptions {
  /** How long a stale value may still be served while it is being refreshed. */
  graceMs: number;
  /** Entries untouched for longer are dropped. */
  evictAfterMs: number;
}

interface Entry<V> {
  value?: V;
  /** When the computation of `value` started: data settled before then is in it. */
  valueStartedAt: number;
  inflight?: Promise<V>;
  usedAt: number;
}

export class BoardCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly options: BoardCacheOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The board under `key`, no older than `maxAgeMs` (with `force`: a computation started now or in flight).
   * `compute` gets the value it refreshes: it may answer it again when nothing changed.
   */
  get(key: string, maxAgeMs: number, compute: (previous: V | undefined) => Promise<V>, force = false): Promise<V> {
    const now = this.now();
    this.evict(now);
    const entry = this.entries.get(key) ?? { valueStartedAt: 0, usedAt: now };
    this.entries.set(key, entry);
    entry.usedAt = now;
    const age = now - entry.valueStartedAt;
    if (!force && entry.value !== undefined && age <= maxAgeMs) return Promise.resolve(entry.value);
    const refresh = entry.inflight ?? this.start(entry, compute, now);
    if (!force && entry.value !== undefined && age <= maxAgeMs + this.options.graceMs) {
      refresh.catch(() => {});
      return Promise.resolve(entry.value);
    }
    return refresh;
  }

  /** Forgets a contest's boards (settings changed). */
  forget(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  private start(entry: Entry<V>, compute: (previous: V | undefined) => Promise<V>, now: number): Promise<V> {
    const flight = compute(entry.value).then(
      (value) => {
        entry.value = value;
        entry.valueStartedAt = now;
        entry.inflight = undefined;
        return value;
      },
      (error: unknown) => {
        entry.inflight = undefined;
        throw error;
      },
    );
    entry.inflight = flight;
    return flight;
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.usedAt > this.options.evictAfterMs && !entry.inflight) this.entries.delete(key);
    }
  }
}
