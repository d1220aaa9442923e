// A one-value in-process cache with a time to live, for cheap home-page aggregates.
export function cached<T>(ttlMs: number, load: () => Promise<T>): (force?: boolean) => Promise<T> {
  let value: { at: number; data: Promise<T> } | null = null;
  return (force = false) => {
    if (force || !value || Date.now() - value.at > ttlMs) {
      const data = load();
      value = { at: Date.now(), data };
      data.catch(() => {
        value = null;
      });
    }
    return value.data;
  };
}
