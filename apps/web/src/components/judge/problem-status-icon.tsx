// The caller's status on a problem (myStatus): an icon per verdict kind; Not Submitted shows nothing, unknown a question mark.
import { Tooltip } from 'antd';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  LoadingOutlined,
  MinusCircleFilled,
  QuestionCircleFilled,
  StopOutlined,
} from '@ant-design/icons';
import { JUDGE_STATUS_ICONS, JudgeStatus, type JudgeStatusCode } from '@verdict/shared';
import { isInProgress, isKnownStatus } from '@/lib/judge-status';
import { useStatusName } from './judge-status-tag';

const iconFor = (status: number) => {
  if (status === JudgeStatus.NotSubmitted) return null;
  if (isInProgress(status) || status === JudgeStatus.Submitting) return <LoadingOutlined style={{ color: '#1677ff' }} />;
  if (status === JudgeStatus.Cancelled) return <StopOutlined style={{ color: '#8c8c8c' }} />;
  const key = isKnownStatus(status) ? JUDGE_STATUS_ICONS[status as JudgeStatusCode] : undefined;
  if (key === 'ac') return <CheckCircleFilled style={{ color: '#52c41a' }} />;
  if (key === 'pa') return <MinusCircleFilled style={{ color: '#fa8c16' }} />;
  if (key === 'snr' || key === undefined) return <QuestionCircleFilled style={{ color: '#8c8c8c' }} />;
  return <CloseCircleFilled style={{ color: '#ff4d4f' }} />;
};

export function ProblemStatusIcon({ status }: { status: number | undefined }) {
  const statusName = useStatusName();
  if (status === undefined) return null;
  const icon = iconFor(status);
  if (!icon) return null;
  return (
    <Tooltip title={statusName(status)}>
      <span data-testid="my-status" data-status={status}>
        {icon}
      </span>
    </Tooltip>
  );
}
