// URL-backed page state: list filters and paging live in the query string, so links and reloads keep them.
import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Query values by key; undefined or '' drops the key from the URL. */
export type SearchValues = Record<string, string | undefined>;

/**
 * `parse` and `serialize` must be stable (module-level) functions. `serialize` should leave defaults out; the URL
 * is rewritten (replacing the history entry) when it does not read as its canonical form, e.g. currentPage=0.
 */
export function useSearchState<T>(parse: (params: URLSearchParams) => T, serialize: (state: T) => SearchValues) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parse(params), [params, parse]);

  const write = useCallback(
    (next: T, replace = false) =>
      setParams(
        (previous) => {
          const out = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(serialize(next))) {
            if (value === undefined || value === '') out.delete(key);
            else out.set(key, value);
          }
          return out;
        },
        { replace },
      ),
    [setParams, serialize],
  );

  useEffect(() => {
    const canonical = serialize(state);
    const differs = Object.entries(canonical).some(([key, value]) => (params.get(key) ?? '') !== (value ?? ''));
    if (differs) write(state, true);
  }, [params, state, serialize, write]);

  /** Merges a patch into the state and pushes the new URL. */
  const update = useCallback((patch: Partial<T>) => write({ ...state, ...patch }), [state, write]);
  return [state, update] as const;
}

/** A positive integer from the query, else the fallback. */
export const readPositiveInt = (params: URLSearchParams, key: string, fallback: number): number => {
  const value = Number(params.get(key));
  return Number.isInteger(value) && value >= 1 ? value : fallback;
};

/** An integer from the query (may be negative, as judge statuses are), else undefined. */
export const readInt = (params: URLSearchParams, key: string): number | undefined => {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) ? value : undefined;
};

/** A page size from the offered ones, else the default. */
export const readPageSize = (params: URLSearchParams, options: readonly number[], fallback: number): number => {
  const value = readPositiveInt(params, 'limit', fallback);
  return options.includes(value) ? value : fallback;
};

/** Omits a value equal to its default. */
export const unlessDefault = <V>(value: V, fallback: V): string | undefined => (value === fallback ? undefined : String(value));
