// The contest's title with its type, auth and live status, its times and host, the countdown and the progress bar.
import { Space, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { ContestStatusTag, ContestTypeTag } from '@/components/tags/contest-tags';
import type { ContestState } from '../hooks/use-contest-state';
import { ContestAuthTag } from '@/components/tags/contest-auth-tag';
import { ContestCountdown } from './contest-countdown';
import { ContestProgress } from './contest-progress';
import { ContestTimes } from './contest-times';

export function ContestHeader({ state }: { state: ContestState }) {
  const { contest, status } = state;
  return (
    <div className="contest-header" data-testid="contest-header">
      <Typography.Title level={3} className="contest-heading" data-testid="contest-heading">
        {contest.title}
      </Typography.Title>
      <Space wrap size={[8, 4]}>
        <ContestTypeTag type={contest.type} />
        <ContestAuthTag auth={contest.auth} />
        <span data-testid="contest-status" data-status={status}>
          <ContestStatusTag status={status} />
        </span>
        {contest.author && (
          <Typography.Text type="secondary">
            <UserOutlined /> {contest.author}
          </Typography.Text>
        )}
      </Space>
      <ContestTimes contest={contest} />
      <div className="contest-clock">
        <ContestCountdown contest={contest} />
        <ContestProgress contest={contest} />
      </div>
    </div>
  );
}
