// An ACM or OI rank list page body: the top-10 chart, the user search and the paged table (spec 001 §2).
import { Card, Input, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, type RankRow, type RankType } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { useSearchState } from '@/hooks/use-search-state';
import { useSession } from '@/lib/session';
import { useRankList } from '../api/get-rank-list';
import { acceptedSubmissionsPath, parseRankSearch, serializeRankSearch } from '../lib/rank-search';
import { RankChart } from './rank-chart';
import { UserCell } from './user-cell';
import '../ranks.css';

function useColumns(type: RankType, mobile: boolean): TableColumnsType<RankRow> {
  const { t } = useTranslation();
  const { user } = useSession();
  const ac = {
    title: t('ranks:ac'),
    dataIndex: 'ac',
    width: mobile ? 56 : 90,
    align: 'center' as const,
    render: (value: number, row: RankRow) => {
      const path = acceptedSubmissionsPath(row.username, user);
      return path ? (
        <Link to={path} data-testid="rank-ac">
          {value}
        </Link>
      ) : (
        <span data-testid="rank-ac">{value}</span>
      );
    },
  };
  const total = { title: t('ranks:total'), dataIndex: 'total', width: mobile ? 64 : 100, align: 'center' as const };
  const score = { title: t('ranks:score'), dataIndex: 'score', width: mobile ? 64 : 90, align: 'center' as const };
  const rate = {
    title: t('ranks:rate'),
    key: 'rate',
    width: 90,
    align: 'center' as const,
    render: (_: unknown, row: RankRow) => (row.total ? `${((row.ac / row.total) * 100).toFixed(1)}%` : '0%'),
  };
  const signature = {
    title: t('ranks:signature'),
    dataIndex: 'signature',
    ellipsis: true,
    render: (text: string | null) => <Typography.Text type="secondary">{text}</Typography.Text>,
  };
  const figures = type === 'ACM' ? (mobile ? [ac, total] : [ac, total, rate]) : mobile ? [score, ac] : [score, ac, total];
  return [
    { title: '#', dataIndex: 'rank', width: mobile ? 40 : 56, align: 'center', render: (rank: number | null) => rank ?? '–' },
    { title: t('ranks:user'), key: 'user', render: (_, row) => <UserCell row={row} /> },
    ...(mobile ? [] : [signature]),
    ...figures,
  ];
}

export function RankList({ type }: { type: RankType }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const [search, update] = useSearchState(parseRankSearch, serializeRankSearch);
  const query = useRankList({ type, currentPage: search.currentPage, limit: search.limit, searchUser: search.searchUser || undefined });
  const columns = useColumns(type, mobile);
  return (
    <Card title={t(type === 'ACM' ? 'ranks:acmTitle' : 'ranks:oiTitle')} className="rank-list-page" data-testid="rank-list">
      <RankChart type={type} />
      <Input.Search
        key={search.searchUser}
        defaultValue={search.searchUser}
        allowClear
        placeholder={t('ranks:searchPlaceholder')}
        onSearch={(value) => update({ searchUser: value.trim(), currentPage: 1 })}
        className="rank-search"
        data-testid="rank-search"
      />
      <QueryState query={query} rows={8}>
        {(page) => (
          <Table<RankRow>
            rowKey="uid"
            size="middle"
            columns={columns}
            dataSource={page.records}
            loading={query.isFetching && query.isPlaceholderData}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t(search.searchUser ? 'ranks:noMatch' : 'ranks:empty') }}
            data-testid="rank-table"
            pagination={{
              current: search.currentPage,
              pageSize: search.limit,
              total: page.total,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES.options.map(String),
              simple: mobile,
              showTotal: mobile ? undefined : (count) => t('ranks:totalUsers', { count }),
              onChange: (currentPage, limit) => update({ currentPage: limit === search.limit ? currentPage : 1, limit }),
            }}
          />
        )}
      </QueryState>
    </Card>
  );
}
