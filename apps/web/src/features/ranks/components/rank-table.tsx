// The searchable, paged body of a rank list (site ACM/OI lists and the group rank): search box, then the table.
import '@/locales/need/more';
import { Input, Table, type TableColumnsType } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageResult, RankRow } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { tablePagination } from '@/components/table-pagination';
import type { RankSearch } from '../lib/rank-search';

interface RankTableProps<T extends RankRow> {
  query: UseQueryResult<PageResult<T>>;
  columns: TableColumnsType<T>;
  search: RankSearch;
  update: (change: Partial<RankSearch>) => void;
  /** Shown when nobody is ranked (and no search is on). */
  emptyText: string;
}

export function RankSearchBox({ search, update }: Pick<RankTableProps<RankRow>, 'search' | 'update'>) {
  const { t } = useTranslation();
  return (
    <Input.Search
      key={search.searchUser}
      defaultValue={search.searchUser}
      allowClear
      placeholder={t('ranks:searchPlaceholder')}
      onSearch={(value) => update({ searchUser: value.trim(), currentPage: 1 })}
      className="rank-search"
      data-testid="rank-search"
    />
  );
}

export function RankTable<T extends RankRow>({ query, columns, search, update, emptyText }: RankTableProps<T>) {
  const { t } = useTranslation();
  const mobile = useMobile();
  return (
    <QueryState query={query} rows={8}>
      {(page) => (
        <Table<T>
          rowKey="uid"
          size="middle"
          columns={columns}
          dataSource={page.records}
          loading={query.isFetching && query.isPlaceholderData}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: search.searchUser ? t('ranks:noMatch') : emptyText }}
          data-testid="rank-table"
          pagination={tablePagination(mobile, {
            current: search.currentPage,
            pageSize: search.limit,
            total: page.total,
            sizes: true,
            showTotal: (count) => t('ranks:totalUsers', { count }),
            onChange: (currentPage, limit) => update({ currentPage, limit }),
          })}
        />
      )}
    </QueryState>
  );
}
