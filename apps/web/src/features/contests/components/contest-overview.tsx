// The overview tab: the registration panel when the caller still has to register, and the description (Markdown).
import '@/locales/need/more';
import { ContestStatus } from '@verdict/shared';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownContent } from '@/components/markdown-content';
import type { ContestState } from '../hooks/use-contest-state';
import { ContestRegister } from './contest-register';

export function ContestOverview({ state }: { state: ContestState }) {
  const { t } = useTranslation();
  const { contest } = state;
  const mayRegister = contest.allowEndSubmit || state.status !== ContestStatus.Ended;
  return (
    <div data-testid="contest-overview">
      {!state.accessPending && !state.granted && mayRegister && <ContestRegister contest={contest} />}
      {contest.description.trim() ? (
        <MarkdownContent source={contest.description} testId="contest-description" />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contest:detail.noDescription')} />
      )}
    </div>
  );
}
