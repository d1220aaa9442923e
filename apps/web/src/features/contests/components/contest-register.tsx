// Registering for a private or protected contest (spec 001 §2, §5): a button opening the dialog with the password;
// an empty password is refused with 'Enter the contest password', success says so and opens the contest.
import '@/locales/need/more';
import { useState } from 'react';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTEST_LIMITS, ContestAuth, type ContestInfo } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useRegisterContest } from '../api/register-contest';

function RegisterDialog({ contest, open, onClose }: { contest: ContestInfo; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const register = useRegisterContest();

  const submit = () => {
    if (!password) {
      notify.warning(t('contest:register.passwordRequired'));
      return;
    }
    // Not mutate's callbacks: the panel unmounts as soon as the refreshed access opens the contest.
    register
      .mutateAsync({ cid: contest.id, password })
      .then(() => {
        notify.success(t('contest:register.success'));
        onClose();
      })
      .catch(() => undefined);
  };

  return (
    <Modal
      open={open}
      title={t('contest:register.title')}
      okText={t('contest:register.confirm')}
      cancelText={t('contest:register.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={register.isPending}
      okButtonProps={{ 'data-testid': 'contest-register-confirm' }}
      destroyOnHidden
      data-testid="contest-register-dialog"
    >
      <Space orientation="vertical" size={12} className="contest-register-body">
        <Typography.Text>{t('contest:register.confirmText', { title: contest.title })}</Typography.Text>
        <Input.Password
          autoFocus
          value={password}
          maxLength={CONTEST_LIMITS.passwordMax}
          placeholder={t('contest:register.password')}
          onChange={(e) => setPassword(e.target.value)}
          onPressEnter={submit}
          data-testid="contest-password"
        />
      </Space>
    </Modal>
  );
}

export function ContestRegister({ contest }: { contest: ContestInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Alert
        type="warning"
        showIcon
        icon={<LockOutlined />}
        className="contest-register"
        title={t(contest.auth === ContestAuth.Protected ? 'contest:register.protectedHint' : 'contest:register.privateHint')}
        action={
          <Button type="primary" onClick={() => setOpen(true)} data-testid="contest-register">
            {t('contest:register.button')}
          </Button>
        }
        data-testid="contest-register-panel"
      />
      <RegisterDialog contest={contest} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
