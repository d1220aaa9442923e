// One stage of an import (upload or processing): what is happening and how far it is.
import { Progress, Typography } from 'antd';
import type { ProgressProps } from 'antd';

interface StageProgressProps {
  label: string;
  percent: number;
  status: ProgressProps['status'];
  testId: string;
}

export function StageProgress({ label, percent, status, testId }: StageProgressProps) {
  return (
    <div className="pb-stage" data-testid={testId} data-percent={percent} data-status={status}>
      <Typography.Text ellipsis className="pb-stage-label">
        {label}
      </Typography.Text>
      <Progress percent={percent} status={status} size="small" />
    </div>
  );
}
