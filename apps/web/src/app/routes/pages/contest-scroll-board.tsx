// The contest's scroll board tab (/contest/:contestID/scroll-board, contest admins of ACM contests): its settings
// and the button that opens the scroll board.
import '@/locales/need/more';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContestType } from '@verdict/shared';
import { useContestOutlet } from '@/features/contests/hooks/use-contest-outlet';
import { ScrollBoardConfig } from '@/features/contest-board/components/scroll-board-config';

export default function ContestScrollBoardPage() {
  const { t } = useTranslation();
  const { contest, status } = useContestOutlet();
  if (!contest.isAdmin || contest.type !== ContestType.ACM) {
    return <Result status="403" title={t('contestBoard:scroll.forbidden')} data-testid="scroll-forbidden" />;
  }
  return <ScrollBoardConfig contest={contest} status={status} />;
}
