// A training's (or a chapter's) favourite star and like thumb with their counts (docs/trainings-chapters.md
// "Favourites and likes"): visitors are asked to log in; a click inside a clickable row does not open the row.
import '@/locales/need/more';
import type { MouseEvent } from 'react';
import { Space } from 'antd';
import { LikeFilled, LikeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TrainingListItem } from '@verdict/shared';
import { CountToggleButton } from '@/components/count-toggle-button';
import { useLoginGate } from '@/hooks/use-login-gate';
import { useFavoriteTraining, useLikeTraining } from '../api/mark-training';
import '../training-reactions.css';

export type TrainingMarks = Pick<TrainingListItem, 'id' | 'favoriteCount' | 'likeCount' | 'isFavorite' | 'isLiked'>;

const STAR_ICONS = [<StarFilled key="on" />, <StarOutlined key="off" />] as const;
const LIKE_ICONS = [<LikeFilled key="on" />, <LikeOutlined key="off" />] as const;

const stop = (event: MouseEvent) => event.stopPropagation();

export function TrainingReactions({ training, testId = 'training' }: { training: TrainingMarks; testId?: string }) {
  const { t } = useTranslation();
  const loginGate = useLoginGate();
  const favorite = useFavoriteTraining();
  const like = useLikeTraining();
  return (
    <Space size={8} className="training-reactions" onClick={stop} data-testid={`${testId}-reactions`}>
      <CountToggleButton
        active={training.isFavorite}
        count={training.favoriteCount}
        onToggle={() => loginGate() && favorite.mutate({ tid: training.id, on: !training.isFavorite })}
        icons={STAR_ICONS}
        label={t(training.isFavorite ? 'trainingFavorite:unfavorite' : 'trainingFavorite:favorite')}
        loading={favorite.isPending}
        testId={`${testId}-favorite`}
      />
      <CountToggleButton
        active={training.isLiked}
        count={training.likeCount}
        onToggle={() => loginGate() && like.mutate({ tid: training.id, on: !training.isLiked })}
        icons={LIKE_ICONS}
        label={t(training.isLiked ? 'trainingFavorite:unlike' : 'trainingFavorite:like')}
        loading={like.isPending}
        testId={`${testId}-like`}
      />
    </Space>
  );
}
