// A paged list whose last page emptied (its last row deleted) moves to the new last page.
import { useEffect } from 'react';
import type { PageResult } from '@verdict/shared';

interface PagedQuery {
  isSuccess: boolean;
  data?: PageResult<unknown>;
}

export function usePagePastEnd(
  query: PagedQuery,
  paging: { currentPage: number; limit: number },
  goTo: (currentPage: number) => void,
): void {
  const total = query.data?.total ?? 0;
  const pageIsEmpty = query.isSuccess && query.data?.records.length === 0;
  useEffect(() => {
    if (pageIsEmpty && total > 0 && paging.currentPage > 1) goTo(Math.ceil(total / paging.limit));
  }, [pageIsEmpty, total, paging.currentPage, paging.limit, goTo]);
}
