// Login dialog: the 370 px modal switching between Login, Register and Reset Password; login goes to /home.
import '@/locales/need/more';
import { Button, Modal, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { closeLoginModal, setLoginModalMode, useLoginModal, type LoginModalMode } from '@/lib/login-modal-store';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ApplyResetForm } from './apply-reset-form';

const TITLES: Record<LoginModalMode, string> = {
  login: 'auth:loginTitle',
  register: 'auth:registerTitle',
  resetPwd: 'auth:resetTitle',
};

function SwitchLink({ mode, label }: { mode: LoginModalMode; label: string }) {
  return (
    <Button type="link" size="small" onClick={() => setLoginModalMode(mode)} data-testid={`switch-${mode}`}>
      {label}
    </Button>
  );
}

export function LoginDialog({ allowRegister }: { allowRegister: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, mode: requested } = useLoginModal();
  // With registration switched off the Register mode falls back to Login.
  const mode = requested === 'register' && !allowRegister ? 'login' : requested;

  const backToLogin = (
    <div className="dialog-links">
      <SwitchLink mode="login" label={t('auth:haveAccount')} />
    </div>
  );

  return (
    <Modal
      open={open}
      width={370}
      title={t(TITLES[mode])}
      footer={null}
      onCancel={closeLoginModal}
      destroyOnHidden
      data-testid="login-dialog"
    >
      {mode === 'login' && (
        <LoginForm
          onSuccess={() => {
            closeLoginModal();
            navigate('/home');
            notify.success(t('messages:Welcome_Back'));
          }}
          footer={
            <Space className="dialog-links" split="|">
              {allowRegister && <SwitchLink mode="register" label={t('auth:noAccount')} />}
              <SwitchLink mode="resetPwd" label={t('auth:forgotPassword')} />
            </Space>
          }
        />
      )}
      {mode === 'register' && <RegisterForm footer={backToLogin} />}
      {mode === 'resetPwd' && <ApplyResetForm footer={backToLogin} />}
    </Modal>
  );
}
