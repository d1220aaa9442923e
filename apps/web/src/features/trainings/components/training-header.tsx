// The training's title with its auth, category, problem count, author and the caller's progress.
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainingDetail } from '@verdict/shared';
import { CategoryTag } from '@/components/tags/category-tag';
import { TrainingAuthTag } from '@/components/tags/training-auth-tag';
import { TrainingProgress } from '@/components/trainings/training-progress';

export function TrainingHeader({ training }: { training: TrainingDetail }) {
  const { t } = useTranslation();
  return (
    <div className="training-header" data-testid="training-header">
      <Typography.Title level={3} className="training-heading" data-testid="training-heading">
        {training.title}
      </Typography.Title>
      <Space wrap size={[8, 4]}>
        <TrainingAuthTag auth={training.auth} />
        <CategoryTag category={training.category} />
        <Typography.Text type="secondary">{t('training:detail.problemCount', { count: training.problemCount })}</Typography.Text>
        {training.author && <Typography.Text type="secondary">{t('training:detail.author', { author: training.author })}</Typography.Text>}
      </Space>
      <div className="training-header-progress">
        <TrainingProgress acCount={training.acCount} problemCount={training.problemCount} />
      </div>
    </div>
  );
}
