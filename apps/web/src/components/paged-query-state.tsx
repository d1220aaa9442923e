// A back-office list's page of records: the query's loading, error and empty states, then the table the caller
// draws with the pager's settings (the page, its size, the total and "Total n").
import type { ReactNode } from 'react';
import type { TablePaginationConfig } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PageResult } from '@verdict/shared';
import { QueryState } from './query-state';

interface PagedQueryStateProps<T> {
  query: UseQueryResult<PageResult<T>>;
  currentPage: number;
  pageSize: number;
  onPageChange: (currentPage: number) => void;
  /** Shown when the list holds nothing at all. */
  emptyText: string;
  showTotal: (total: number) => string;
  children: (rows: T[], pagination: TablePaginationConfig) => ReactNode;
}

export function PagedQueryState<T>({
  query,
  currentPage,
  pageSize,
  onPageChange,
  emptyText,
  showTotal,
  children,
}: PagedQueryStateProps<T>) {
  return (
    <QueryState query={query} isEmpty={(page) => page.total === 0} emptyText={emptyText}>
      {(page) => children(page.records, { current: currentPage, pageSize, total: page.total, showTotal, onChange: onPageChange })}
    </QueryState>
  );
}
