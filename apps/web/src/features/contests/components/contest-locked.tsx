// What a non-admin sees instead of a locked tab or problem: the contest has not started, or register first.
import '@/locales/need/more';
import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { ContestState } from '../hooks/use-contest-state';
import { contestPath } from '@/lib/paths/contests';

function Locked({ state }: { state: ContestState }) {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t(state.granted ? 'contest:locked.notStarted' : 'contest:locked.notRegistered')}
      extra={
        <Link to={contestPath(state.contest.id)}>
          <Button type="primary">{t('contest:locked.toOverview')}</Button>
        </Link>
      }
      data-testid="contest-locked"
    />
  );
}

/** The children once the caller may see more than the overview. */
export function ContestUnlocked({ state, children }: { state: ContestState; children: ReactNode }) {
  if (state.accessPending) return <Skeleton active paragraph={{ rows: 4 }} data-testid="query-loading" />;
  return state.locked ? <Locked state={state} /> : <>{children}</>;
}
