// A list paged by the server with one page size (discussions, comments): the query's loading and error states, the
// rows with their empty state, and the pager (simple on phones, hidden for a single page).
import type { ReactNode } from 'react';
import { Empty, List } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PageResult } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';

interface PagedListProps<T extends { id: number }> {
  query: UseQueryResult<PageResult<T>>;
  currentPage: number;
  pageSize: number;
  onPageChange: (currentPage: number) => void;
  renderItem: (item: T) => ReactNode;
  empty: { text: string; testId: string };
  /** "Total n" beside the pager on wide screens. */
  showTotal?: (total: number) => string;
  testId: string;
}

export function PagedList<T extends { id: number }>(props: PagedListProps<T>) {
  const { query, currentPage, pageSize, onPageChange, renderItem, empty, showTotal, testId } = props;
  const mobile = useMobile();
  return (
    <QueryState query={query} rows={8}>
      {(page) => (
        <List
          dataSource={page.records}
          rowKey="id"
          loading={query.isFetching && query.isPlaceholderData}
          locale={{ emptyText: <Empty description={empty.text} image={Empty.PRESENTED_IMAGE_SIMPLE} data-testid={empty.testId} /> }}
          renderItem={(item) => <List.Item>{renderItem(item)}</List.Item>}
          pagination={{
            current: currentPage,
            pageSize,
            total: page.total,
            simple: mobile,
            align: 'center',
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: mobile ? undefined : showTotal,
            onChange: onPageChange,
          }}
          data-testid={testId}
        />
      )}
    </QueryState>
  );
}
