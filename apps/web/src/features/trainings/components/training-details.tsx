// Training details (spec 002 §2.10): the header and the tabs, each its own route — Introduction, Problems and Rank;
// a training split into chapters shows its Chapters instead of the problems, and the Chapter Rank.
import '@/locales/need/more';
import { Card, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrainingDetail } from '@verdict/shared';
import { MarkdownContent } from '@/components/markdown-content';
import { useTrainingScope, type TrainingScope } from '@/lib/training-scope';
import { ChapterList } from './chapter-list';
import { ChapterRankTable } from './chapter-rank-table';
import { TrainingHeader } from './training-header';
import { TrainingProblemTable } from './training-problem-table';
import { TrainingRankTable } from './training-rank-table';
import '../trainings.css';

export type TrainingTab = 'introduction' | 'problems' | 'rank' | 'chapters' | 'chapterRank';

const tabPaths = (scope: TrainingScope): Record<TrainingTab, (tid: number) => string> => ({
  introduction: scope.detailsPath,
  problems: scope.problemsPath,
  rank: scope.rankPath,
  chapters: scope.chaptersPath,
  chapterRank: scope.chapterRankPath,
});

/** A chapter route of a training without chapters shows its problems or rank, and the other way round. */
const shownTab = (tab: TrainingTab, hasChapter: boolean): TrainingTab => {
  if (hasChapter) return tab === 'problems' ? 'chapters' : tab;
  return tab === 'chapters' ? 'problems' : tab === 'chapterRank' ? 'rank' : tab;
};

export function TrainingDetails({ training, tab }: { training: TrainingDetail; tab: TrainingTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = tabPaths(useTrainingScope());
  const items = [
    {
      key: 'introduction',
      label: t('training:detail.introduction'),
      children: <MarkdownContent source={training.description} testId="training-description" />,
    },
    training.hasChapter
      ? { key: 'chapters', label: t('chapters:tab.chapters'), children: <ChapterList tid={training.id} /> }
      : { key: 'problems', label: t('training:detail.problems'), children: <TrainingProblemTable tid={training.id} /> },
    { key: 'rank', label: t('trainingRank:tab'), children: <TrainingRankTable tid={training.id} /> },
    ...(training.hasChapter
      ? [{ key: 'chapterRank', label: t('chapters:tab.chapterRank'), children: <ChapterRankTable tid={training.id} /> }]
      : []),
  ];
  return (
    <Card className="training-details" data-testid="training-details">
      <TrainingHeader training={training} />
      <Tabs
        activeKey={shownTab(tab, training.hasChapter)}
        onChange={(key) => navigate(paths[key as TrainingTab](training.id))}
        items={items.map((item) => ({ ...item, label: <span data-testid={`training-tab-${item.key}`}>{item.label}</span> }))}
        destroyOnHidden
      />
    </Card>
  );
}
