// The notice over a board frozen for the viewer (spec 001 §4 Seal).
import '@/locales/need/more';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContestInfo } from '@verdict/shared';
import { formatDateTime } from '@/lib/format';

export function SealedNotice({ contest }: { contest: ContestInfo }) {
  const { t } = useTranslation();
  const message = contest.sealRankTime
    ? t('contestBoard:sealed', { time: formatDateTime(contest.sealRankTime) })
    : t('contestBoard:sealedNoTime');
  return <Alert type="info" showIcon className="board-sealed" message={message} data-testid="board-sealed" />;
}
