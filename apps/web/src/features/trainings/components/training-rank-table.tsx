// The training rank tab (spec 002 §2.10 "Training rank", §3, §6): the rank board with one coloured cell per training
// problem, its header linking to the problem.
import '@/locales/need/more';
import { Tooltip, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrainingRankRow } from '@verdict/shared';
import { useSearchState } from '@/hooks/use-search-state';
import { useSession } from '@/lib/session';
import { useTrainingScope } from '@/lib/training-scope';
import { useTrainingProblems } from '../api/get-training-problem-list';
import { useTrainingRank } from '../api/get-training-rank';
import { parseTrainingRankSearch, serializeTrainingRankSearch, TRAINING_RANK_PAGE_SIZE } from '../lib/rank-search';
import { RankBoard } from './rank-board';
import { TrainingRankCell } from './training-rank-cell';

export function TrainingRankTable({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const scope = useTrainingScope();
  const uid = useSession().user?.uid ?? null;
  const [search, update] = useSearchState(parseTrainingRankSearch, serializeTrainingRankSearch);
  const problems = useTrainingProblems(tid, uid).data ?? [];
  const query = useTrainingRank(
    tid,
    { currentPage: search.currentPage, limit: TRAINING_RANK_PAGE_SIZE, keyword: search.keyword || undefined },
    uid,
  );
  const columns: TableColumnsType<TrainingRankRow> = problems.map((problem) => ({
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
  return (
    <RankBoard<TrainingRankRow>
      query={query}
      search={search}
      update={update}
      columns={columns}
      emptyText={t('trainingRank:empty')}
      testId="training-rank"
    />
  );
}
