// Judge status tag: the translated status name in its colour, spinning while the judge is still at work.
import '@/locales/need/problem-pages';
import { Tag } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isInProgress, isKnownStatus, statusColor } from '@/lib/judge-status';

export const useStatusName = () => {
  const { t } = useTranslation();
  return (status: number): string =>
    isKnownStatus(status) ? t(`submissions:status.${status}`) : t('submissions:statusUnknown', { status });
};

export function JudgeStatusTag({ status, testId = 'judge-status' }: { status: number; testId?: string }) {
  const statusName = useStatusName();
  return (
    <Tag
      color={statusColor(status)}
      icon={isInProgress(status) ? <LoadingOutlined /> : undefined}
      data-testid={testId}
      data-status={status}
    >
      {statusName(status)}
    </Tag>
  );
}
