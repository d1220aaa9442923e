// The password form of a private training: registering with the right password grants access (spec 002 §4).
import '@/locales/need/more';
import { useState } from 'react';
import { Button, Card, Input, Space, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TRAINING_LIMITS } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useRegisterTraining } from '../api/register-training';

export function TrainingPasswordForm({ tid, title }: { tid: number; title: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const register = useRegisterTraining();

  const submit = () => {
    if (!password) {
      notify.warning(t('training:access.passwordRequired'));
      return;
    }
    // Not mutate's callbacks: they are dropped once the form unmounts, which the refreshed access may do first.
    register
      .mutateAsync({ tid, password })
      .then(() => notify.success(t('training:access.registered')))
      .catch(() => undefined);
  };

  return (
    <Card className="training-password-card" data-testid="training-password-form">
      <Space orientation="vertical" size={12} className="training-password-body">
        <Typography.Title level={4} className="training-heading">
          {title}
        </Typography.Title>
        <Typography.Text strong>
          <LockOutlined /> {t('training:access.privateTitle')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('training:access.privateHint')}</Typography.Text>
        <Input.Password
          value={password}
          maxLength={TRAINING_LIMITS.passwordMax}
          placeholder={t('training:access.passwordPlaceholder')}
          onChange={(e) => setPassword(e.target.value)}
          onPressEnter={submit}
          data-testid="training-password"
        />
        <Button type="primary" block loading={register.isPending} onClick={submit} data-testid="training-register">
          {t('training:access.register')}
        </Button>
      </Space>
    </Card>
  );
}
