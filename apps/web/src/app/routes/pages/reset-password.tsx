// Reset page (/reset-password?username=&code=): the new password twice; then a 10 s toast and the login dialog.
import '@/locales/need/more';
import { Button, Card, Result, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { openLoginModal } from '@/lib/login-modal-store';
import '@/features/auth/auth.css';

/** Seconds the success toast stays (spec 000 §8). */
const RESET_TOAST_SECONDS = 10;

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const code = params.get('code') ?? '';

  if (!username || !code) {
    return (
      <Result
        status="warning"
        title={t('auth:resetLinkInvalid')}
        extra={<Button onClick={() => openLoginModal('resetPwd')}>{t('auth:forgotPassword')}</Button>}
        data-testid="reset-link-invalid"
      />
    );
  }

  const onReset = () => {
    notify.success(t('auth:Reset_password_success'), RESET_TOAST_SECONDS);
    navigate('/home', { replace: true });
    openLoginModal('login');
  };

  return (
    <div className="page reset-password-page" data-testid="reset-password-page">
      <Card className="reset-password-card">
        <Typography.Title level={4}>{t('auth:resetTitle')}</Typography.Title>
        <ResetPasswordForm username={username} code={code} onReset={onReset} />
      </Card>
    </div>
  );
}
