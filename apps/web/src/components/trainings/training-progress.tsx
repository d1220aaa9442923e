// The caller's progress in a training: solved over problem count, in the colour of its band.
import { Progress, Tooltip } from 'antd';
import { progressColor, progressPercent } from '@/lib/progress';

export function TrainingProgress({ acCount, problemCount }: { acCount: number; problemCount: number }) {
  const percent = progressPercent(acCount, problemCount);
  return (
    <Tooltip title={`${acCount} / ${problemCount}`}>
      <Progress
        percent={percent}
        size="small"
        strokeColor={progressColor(percent)}
        format={() => `${percent.toFixed(2)}%`}
        data-testid="training-progress"
      />
    </Tooltip>
  );
}
