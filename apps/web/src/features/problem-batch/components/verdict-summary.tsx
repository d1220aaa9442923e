// The summary line over every verified problem, e.g. "12 Accepted, 1 Wrong Answer, 2 skipped".
import '@/locales/need/more';
import { Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProblemSolutionVerdicts } from '@verdict/shared';
import { useStatusName } from '@/components/judge/judge-status-tag';
import { anyInProgress, summarizeVerdicts } from '../model/verdicts';

export function VerdictSummary({ problems }: { problems: ProblemSolutionVerdicts[] }) {
  const { t } = useTranslation();
  const statusName = useStatusName();
  const { statuses, skipped, unverified } = summarizeVerdicts(problems);
  const parts = [
    ...statuses.map(({ status, count }) => t('problemBatch:verify.summaryStatus', { count, status: statusName(status) })),
    ...(skipped > 0 ? [t('problemBatch:verify.summarySkipped', { count: skipped })] : []),
    ...(unverified > 0 ? [t('problemBatch:verify.summaryUnverified', { count: unverified })] : []),
  ];
  return (
    <Space wrap size={8} data-testid="verdict-summary">
      {anyInProgress(problems) && <Spin size="small" />}
      <Typography.Text strong>{parts.join(t('problemBatch:verify.summarySeparator'))}</Typography.Text>
    </Space>
  );
}
