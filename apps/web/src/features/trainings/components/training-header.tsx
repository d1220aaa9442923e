// The training's title with its auth, category, problem (and chapter) count, author and the caller's progress; a
// chapter links back to its training's chapters.
import '@/locales/need/more';
import { Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrainingDetail } from '@verdict/shared';
import { CategoryTag } from '@/components/tags/category-tag';
import { TrainingAuthTag } from '@/components/tags/training-auth-tag';
import { TrainingProgress } from '@/components/trainings/training-progress';
import { useTrainingScope } from '@/lib/training-scope';
import { useTrainingDetail } from '../api/get-training-detail';
import { TrainingReactions } from './training-reactions';

/** Opening a chapter needs its training open, so the training's title is there to ask for. */
function ParentLink({ parentId }: { parentId: number }) {
  const { t } = useTranslation();
  const scope = useTrainingScope();
  const parent = useTrainingDetail(parentId, true).data;
  return (
    <Link to={scope.chaptersPath(parentId)} className="training-parent-link" data-testid="chapter-parent-link">
      <ArrowLeftOutlined /> {parent ? t('chapters:detail.backTo', { title: parent.title }) : t('chapters:detail.back')}
    </Link>
  );
}

export function TrainingHeader({ training }: { training: TrainingDetail }) {
  const { t } = useTranslation();
  return (
    <div className="training-header" data-testid="training-header">
      {training.parentId !== null && <ParentLink parentId={training.parentId} />}
      <Typography.Title level={3} className="training-heading" data-testid="training-heading">
        {training.title}
      </Typography.Title>
      <Space wrap size={[8, 4]}>
        <TrainingAuthTag auth={training.auth} />
        <CategoryTag category={training.category} />
        {training.hasChapter && (
          <Typography.Text type="secondary" data-testid="training-chapter-count">
            {t('chapters:detail.chapterCount', { count: training.chapterCount })}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">{t('training:detail.problemCount', { count: training.problemCount })}</Typography.Text>
        {training.author && <Typography.Text type="secondary">{t('training:detail.author', { author: training.author })}</Typography.Text>}
      </Space>
      <div className="training-header-progress">
        <TrainingProgress acCount={training.acCount} problemCount={training.problemCount} />
      </div>
      <TrainingReactions training={training} />
    </div>
  );
}
