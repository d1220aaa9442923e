// Register form: the fields and checks of spec 000 §3/§5; sending is announced for a later release.
import { Button, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { LockOutlined, MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { accountRules } from '../form-rules';

interface RegisterValues {
  username: string;
  password: string;
  passwordAgain: string;
  email: string;
  code: string;
}

export function RegisterForm({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation();
  const rules = accountRules(t);
  const later = () => notify.info(t('auth:registerLater'));
  return (
    <Form<RegisterValues> layout="vertical" requiredMark={false} onFinish={later} data-testid="register-form">
      <Form.Item name="username" rules={rules.username}>
        <Input prefix={<UserOutlined />} placeholder={t('auth:username')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="email" rules={rules.email}>
        <Input prefix={<MailOutlined />} placeholder={t('auth:email')} autoComplete="email" />
      </Form.Item>
      <Form.Item name="password" rules={rules.strongPassword}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('auth:password')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="passwordAgain" dependencies={['password']} rules={rules.passwordAgain}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('auth:passwordAgain')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item>
        <Space.Compact block>
          <Form.Item name="code" rules={rules.code} noStyle>
            <Input prefix={<SafetyOutlined />} placeholder={t('auth:code')} maxLength={6} />
          </Form.Item>
          <Button onClick={later}>{t('auth:sendCode')}</Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {t('auth:signUp')}
      </Button>
      {footer}
    </Form>
  );
}
