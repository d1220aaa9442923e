// A value loaded at most once per time to live; callers inside it share the same load (one query for a crowd).
export function expiring<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let held: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!held || Date.now() - held.at > ttlMs) {
      const value = load();
      held = { at: Date.now(), value };
      value.catch(() => {
        held = null;
      });
    }
    return held.value;
  };
}
