// A value loaded at most once per time to live. Callers share one load (a crowd arriving at once runs one query);
// once the value is older than the time to live, callers keep getting it while a fresh one loads in the
// background, so no request waits for a reload.
export function expiring<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let current: { at: number; value: T } | null = null;
  let pending: Promise<T> | null = null;
  const refresh = () =>
    (pending ??= load()
      .then((value) => {
        current = { at: Date.now(), value };
        return value;
      })
      .finally(() => {
        pending = null;
      }));
  return async () => {
    if (!current) return refresh();
    // A failed background reload keeps the old value; the next caller tries again.
    if (Date.now() - current.at > ttlMs) refresh().catch(() => undefined);
    return current.value;
  };
}
