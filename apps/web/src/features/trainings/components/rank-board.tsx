// The board both training ranks draw (spec 002 §2.10 "Training rank", "Chapter rank"): the keyword search in the URL
// and 30 users a page — rank, user (avatar, name to the user home, nickname), real name (only when the server sends
// them: training admins), problems accepted and total run time, then the rank's own columns (problems or chapters);
// the caller's row highlighted. It scrolls sideways with the rank and the user fixed on the left.
import '@/locales/need/more';
import type { UseQueryResult } from '@tanstack/react-query';
import { Avatar, Input, Table, Typography, type TableColumnsType } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrainingRankRow } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { tablePagination } from '@/components/table-pagination';
import type { TrainingRankSearch } from '../lib/rank-search';
import { TRAINING_RANK_PAGE_SIZE } from '../lib/rank-search';

/** What every rank row has (training rank and chapter rank rows). */
export type RankBoardRow = Omit<TrainingRankRow, 'submissionInfo'>;

const userHomePath = (row: RankBoardRow) => `/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`;

function UserCell({ row }: { row: RankBoardRow }) {
  return (
    <div className="training-rank-user">
      <Avatar size="small" src={row.avatar || undefined} icon={<UserOutlined />} />
      <div className="training-rank-user-text">
        <Link to={userHomePath(row)} data-testid="training-rank-username">
          {row.username}
        </Link>
        {row.nickname && (
          <Typography.Text type="secondary" ellipsis className="training-rank-nickname">
            {row.nickname}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}

function useLeadingColumns<Row extends RankBoardRow>(realNames: boolean): TableColumnsType<Row> {
  const { t } = useTranslation();
  const mobile = useMobile();
  return [
    { title: '#', dataIndex: 'rank', width: mobile ? 40 : 56, align: 'center', fixed: 'left' },
    { title: t('trainingRank:user'), key: 'user', width: mobile ? 148 : 200, fixed: 'left', render: (_, row) => <UserCell row={row} /> },
    ...(realNames ? [{ title: t('trainingRank:realname'), dataIndex: 'realname', width: 120, ellipsis: true }] : []),
    {
      title: t('trainingRank:ac'),
      dataIndex: 'ac',
      width: 64,
      align: 'center',
      render: (ac: number) => <span data-testid="training-rank-ac">{ac}</span>,
    },
    {
      title: t('trainingRank:totalRunTime'),
      dataIndex: 'totalRunTime',
      width: 112,
      align: 'center',
      render: (ms: number) => t('trainingRank:runTime', { ms }),
    },
  ];
}

interface RankBoardProps<Row extends RankBoardRow> {
  query: UseQueryResult<{ records: Row[]; total: number }>;
  search: TrainingRankSearch;
  update: (patch: Partial<TrainingRankSearch>) => void;
  /** The columns after the total run time (one per problem or per chapter). */
  columns: TableColumnsType<Row>;
  /** Shown when nobody is ranked and no keyword is set. */
  emptyText: string;
  testId: string;
}

export function RankBoard<Row extends RankBoardRow>({ query, search, update, columns, emptyText, testId }: RankBoardProps<Row>) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const uid = useSession().user?.uid ?? null;
  const realNames = !!query.data?.records.some((row) => row.realname !== null);
  const leading = useLeadingColumns<Row>(realNames);
  return (
    <div className="training-rank" data-testid={testId}>
      <Input.Search
        key={search.keyword}
        defaultValue={search.keyword}
        allowClear
        placeholder={t('trainingRank:searchPlaceholder')}
        onSearch={(value) => update({ keyword: value.trim(), currentPage: 1 })}
        className="training-rank-search"
        data-testid="training-rank-search"
      />
      <QueryState query={query} rows={8}>
        {(page) => (
          <Table<Row>
            rowKey="uid"
            size="small"
            columns={[...leading, ...columns]}
            dataSource={page.records}
            loading={query.isFetching && query.isPlaceholderData}
            scroll={{ x: 'max-content' }}
            rowClassName={(row) => (row.uid === uid ? 'training-rank-mine' : '')}
            locale={{ emptyText: search.keyword ? t('trainingRank:noMatch') : emptyText }}
            data-testid={`${testId}-table`}
            pagination={tablePagination(mobile, {
              current: search.currentPage,
              pageSize: TRAINING_RANK_PAGE_SIZE,
              total: page.total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (count) => t('trainingRank:totalUsers', { count }),
              onChange: (currentPage) => update({ currentPage }),
            })}
          />
        )}
      </QueryState>
    </div>
  );
}
