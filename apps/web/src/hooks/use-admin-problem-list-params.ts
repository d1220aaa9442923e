// List filters kept in the URL (?keyword&auth&currentPage&limit) so reloads and "back to the list" keep them.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_LIST_PAGE_SIZE, PAGE_SIZES, PROBLEM_AUTHS } from '@verdict/shared';
import type { AdminProblemListParams } from '@/lib/api/get-admin-problem-list';

const positiveInt = (raw: string | null, fallback: number): number => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : fallback;
};

export const useListParams = () => {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<AdminProblemListParams>(() => {
    const auth = Number(search.get('auth'));
    const limit = positiveInt(search.get('limit'), ADMIN_LIST_PAGE_SIZE);
    return {
      keyword: search.get('keyword') ?? '',
      auth: (PROBLEM_AUTHS as readonly number[]).includes(auth) ? auth : undefined,
      currentPage: positiveInt(search.get('currentPage'), 1),
      limit: (PAGE_SIZES.options as readonly number[]).includes(limit) ? limit : ADMIN_LIST_PAGE_SIZE,
    };
  }, [search]);

  const update = useCallback(
    (patch: Partial<AdminProblemListParams>) => {
      const next = { ...params, ...patch };
      const query: Record<string, string> = {};
      if (next.keyword) query.keyword = next.keyword;
      if (next.auth !== undefined) query.auth = String(next.auth);
      if (next.currentPage > 1) query.currentPage = String(next.currentPage);
      if (next.limit !== ADMIN_LIST_PAGE_SIZE) query.limit = String(next.limit);
      setSearch(query, { replace: true });
    },
    [params, setSearch],
  );

  return { params, update };
};
