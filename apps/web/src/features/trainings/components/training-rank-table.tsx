// The training rank tab (spec 002 §2.10 "Training rank", §3, §6): the keyword search and 30 users a page — rank,
// user (avatar, name to the user home, nickname), real name (only training admins get them), problems accepted,
// total run time and one coloured cell per training problem; the caller's row highlighted. It scrolls sideways
// with the rank and the user fixed on the left.
import { Avatar, Input, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrainingProblem, TrainingRankRow } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { useSearchState } from '@/hooks/use-search-state';
import { useSession } from '@/lib/session';
import { useTrainingScope } from '@/lib/training-scope';
import { useTrainingProblems } from '../api/get-training-problem-list';
import { useTrainingRank } from '../api/get-training-rank';
import { parseTrainingRankSearch, serializeTrainingRankSearch, TRAINING_RANK_PAGE_SIZE } from '../lib/rank-search';
import { TrainingRankCell } from './training-rank-cell';

const userHomePath = (row: TrainingRankRow) => `/user-home?uid=${encodeURIComponent(row.uid)}&username=${encodeURIComponent(row.username)}`;

function UserCell({ row }: { row: TrainingRankRow }) {
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

function useColumns(tid: number, problems: TrainingProblem[], realNames: boolean): TableColumnsType<TrainingRankRow> {
  const { t } = useTranslation();
  const mobile = useMobile();
  const scope = useTrainingScope();
  const problemColumns: TableColumnsType<TrainingRankRow> = problems.map((problem) => ({
    key: `p-${problem.pid}`,
    align: 'center',
    width: 88,
    title: (
      <Tooltip title={problem.title}>
        <Link to={scope.problemPath(tid, problem.problemId)} data-testid="training-rank-problem">
          {problem.problemId}
        </Link>
      </Tooltip>
    ),
    render: (_, row) => <TrainingRankCell cell={row.submissionInfo[problem.problemId]} />,
  }));
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
    ...problemColumns,
  ];
}

export function TrainingRankTable({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const [search, update] = useSearchState(parseTrainingRankSearch, serializeTrainingRankSearch);
  const problems = useTrainingProblems(tid, uid).data ?? [];
  const query = useTrainingRank(
    tid,
    { currentPage: search.currentPage, limit: TRAINING_RANK_PAGE_SIZE, keyword: search.keyword || undefined },
    uid,
  );
  const realNames = !!query.data?.records.some((row) => row.realname !== null);
  const columns = useColumns(tid, problems, realNames);
  return (
    <div className="training-rank" data-testid="training-rank">
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
          <Table<TrainingRankRow>
            rowKey="uid"
            size="small"
            columns={columns}
            dataSource={page.records}
            loading={query.isFetching && query.isPlaceholderData}
            scroll={{ x: 'max-content' }}
            rowClassName={(row) => (row.uid === uid ? 'training-rank-mine' : '')}
            locale={{ emptyText: t(search.keyword ? 'trainingRank:noMatch' : 'trainingRank:empty') }}
            data-testid="training-rank-table"
            pagination={{
              current: search.currentPage,
              pageSize: TRAINING_RANK_PAGE_SIZE,
              total: page.total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              simple: mobile,
              showTotal: mobile ? undefined : (count) => t('trainingRank:totalUsers', { count }),
              onChange: (currentPage) => update({ ...search, currentPage }),
            }}
          />
        )}
      </QueryState>
    </div>
  );
}
