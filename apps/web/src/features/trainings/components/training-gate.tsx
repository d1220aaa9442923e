// What a training page shows before the training itself: the login prompt, loading and error states, or the
// private training's password form; the children get the training once it is open.
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainingDetail } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { openLoginModal } from '@/lib/login-modal-store';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import type { TrainingGateState } from '../hooks/use-training-gate';
import { TrainingPasswordForm } from './training-password-form';
import '../trainings.css';

function LoginRequired() {
  const { t } = useTranslation();
  useLoginPrompt();
  return (
    <Result
      status="403"
      title={t('messages:Please_login_first')}
      subTitle={t('training:access.loginHint')}
      extra={
        <Button type="primary" onClick={() => openLoginModal('login')} data-testid="training-login">
          {t('nav:login')}
        </Button>
      }
      data-testid="training-login-required"
    />
  );
}

export function TrainingGate({ gate, children }: { gate: TrainingGateState; children: (training: TrainingDetail) => ReactNode }) {
  switch (gate.status) {
    case 'login':
      return <LoginRequired />;
    case 'detail':
      return (
        <QueryState query={gate.query} rows={6}>
          {() => null}
        </QueryState>
      );
    case 'access':
      return <Skeleton active paragraph={{ rows: 4 }} data-testid="query-loading" />;
    case 'password':
      return <TrainingPasswordForm tid={gate.training.id} title={gate.training.title} />;
    case 'open':
      return <>{children(gate.training)}</>;
  }
}
