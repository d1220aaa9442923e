// A like toggle (spec 002 §4): filled when the caller likes the thing, with its count; the owner changes both once
// the server agreed.
import { Button } from 'antd';
import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface LikeButtonProps {
  liked: boolean;
  count: number;
  onToggle: () => void;
  loading?: boolean;
  testId: string;
}

export function LikeButton({ liked, count, onToggle, loading, testId }: LikeButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      type={liked ? 'primary' : 'default'}
      ghost={liked}
      size="small"
      icon={liked ? <LikeFilled /> : <LikeOutlined />}
      loading={loading}
      onClick={onToggle}
      aria-pressed={liked}
      aria-label={t(liked ? 'discussion:action.unlike' : 'discussion:action.like')}
      data-testid={testId}
    >
      <span data-testid={`${testId}-count`}>{count}</span>
    </Button>
  );
}
