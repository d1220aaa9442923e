// The Chapter Rank tab of a training split into chapters (spec 002 §2.10 "Chapter rank", §3, §6): the rank board with
// one cell per visible chapter (solved over total and the run time, coloured by status), its header linking to the
// chapter.
import '@/locales/need/more';
import { Tooltip, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChapterRankRow } from '@verdict/shared';
import { useSearchState } from '@/hooks/use-search-state';
import { useSession } from '@/lib/session';
import { useTrainingScope } from '@/lib/training-scope';
import { useChapterRank } from '../api/get-training-chapter-rank';
import { parseTrainingRankSearch, serializeTrainingRankSearch, TRAINING_RANK_PAGE_SIZE } from '../lib/rank-search';
import { ChapterRankCell } from './chapter-rank-cell';
import { RankBoard } from './rank-board';

export function ChapterRankTable({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const scope = useTrainingScope();
  const uid = useSession().user?.uid ?? null;
  const [search, update] = useSearchState(parseTrainingRankSearch, serializeTrainingRankSearch);
  const query = useChapterRank(
    tid,
    { currentPage: search.currentPage, limit: TRAINING_RANK_PAGE_SIZE, keyword: search.keyword || undefined },
    uid,
  );
  const columns: TableColumnsType<ChapterRankRow> = (query.data?.chapters ?? []).map((chapter) => ({
    key: `c-${chapter.id}`,
    align: 'center',
    width: 140,
    title: (
      <Tooltip title={chapter.title}>
        <Link to={scope.detailsPath(chapter.id)} className="chapter-rank-heading" data-testid="chapter-rank-chapter">
          {chapter.title}
        </Link>
      </Tooltip>
    ),
    render: (_, row) => <ChapterRankCell progress={row.chapterProgressMap[String(chapter.id)]} problemCount={chapter.problemCount} />,
  }));
  return (
    <RankBoard<ChapterRankRow>
      query={query}
      search={search}
      update={update}
      columns={columns}
      emptyText={t('chapters:rank.empty')}
      testId="chapter-rank"
    />
  );
}
