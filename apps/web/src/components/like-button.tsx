// A like toggle (spec 002 §4): filled when the caller likes the thing, with its count; the owner changes both once
// the server agreed.
import '@/locales/need/more';
import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CountToggleButton } from './count-toggle-button';

interface LikeButtonProps {
  liked: boolean;
  count: number;
  onToggle: () => void;
  loading?: boolean;
  testId: string;
}

const LIKE_ICONS = [<LikeFilled key="on" />, <LikeOutlined key="off" />] as const;

export function LikeButton({ liked, count, onToggle, loading, testId }: LikeButtonProps) {
  const { t } = useTranslation();
  return (
    <CountToggleButton
      active={liked}
      count={count}
      onToggle={onToggle}
      icons={LIKE_ICONS}
      label={t(liked ? 'discussion:action.unlike' : 'discussion:action.like')}
      loading={loading}
      testId={testId}
    />
  );
}
