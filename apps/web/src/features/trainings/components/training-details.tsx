// Training details (spec 002 §2.10): the header and the Introduction, Problems and Rank tabs, each its own route.
import { Card, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrainingDetail } from '@verdict/shared';
import { MarkdownContent } from '@/components/markdown-content';
import { useTrainingScope } from '@/lib/training-scope';
import { TrainingHeader } from './training-header';
import { TrainingProblemTable } from './training-problem-table';
import { TrainingRankTable } from './training-rank-table';
import '../trainings.css';

export type TrainingTab = 'introduction' | 'problems' | 'rank';

export function TrainingDetails({ training, tab }: { training: TrainingDetail; tab: TrainingTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scope = useTrainingScope();
  const items = [
    {
      key: 'introduction',
      label: t('training:detail.introduction'),
      children: <MarkdownContent source={training.description} testId="training-description" />,
    },
    { key: 'problems', label: t('training:detail.problems'), children: <TrainingProblemTable tid={training.id} /> },
    { key: 'rank', label: t('trainingRank:tab'), children: <TrainingRankTable tid={training.id} /> },
  ];
  const paths: Record<TrainingTab, (tid: number) => string> = {
    introduction: scope.detailsPath,
    problems: scope.problemsPath,
    rank: scope.rankPath,
  };
  return (
    <Card className="training-details" data-testid="training-details">
      <TrainingHeader training={training} />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(paths[key as TrainingTab](training.id))}
        items={items.map((item) => ({ ...item, label: <span data-testid={`training-tab-${item.key}`}>{item.label}</span> }))}
        destroyOnHidden
      />
    </Card>
  );
}
