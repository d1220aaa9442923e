// The admins' lists of a running contest (AC info, print requests): a hint that they refresh every 10 s, then the page
// of rows with its loading, error and empty states and the paging the caller keeps.
import type { HTMLAttributes, ReactNode } from 'react';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PageResult } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import type { PageParams } from '../api/contest-announcements';
import '../contest-helpers.css';

interface RefreshedTableProps<R extends { id: number }> {
  testId: string;
  /** The data-testid of a row, before its id. */
  rowTestId: string;
  hint: ReactNode;
  emptyText: ReactNode;
  query: UseQueryResult<PageResult<R>>;
  columns: ColumnsType<R>;
  params: PageParams;
  onParams: (params: PageParams) => void;
}

export function RefreshedTable<R extends { id: number }>({
  testId,
  rowTestId,
  hint,
  emptyText,
  query,
  columns,
  params,
  onParams,
}: RefreshedTableProps<R>) {
  return (
    <div data-testid={testId}>
      <Typography.Text type="secondary" className="ch-hint">
        {hint}
      </Typography.Text>
      <QueryState query={query}>
        {(page) => (
          <Table<R>
            rowKey="id"
            size="middle"
            dataSource={page.records}
            columns={columns}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText }}
            onRow={(row) => ({ 'data-testid': `${rowTestId}-${row.id}` }) as HTMLAttributes<HTMLElement>}
            pagination={{
              current: params.currentPage,
              pageSize: params.limit,
              total: page.total,
              hideOnSinglePage: true,
              onChange: (currentPage, limit) => onParams({ currentPage, limit }),
            }}
          />
        )}
      </QueryState>
    </div>
  );
}
