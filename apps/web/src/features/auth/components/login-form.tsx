// Login form: username and password with client-side checks, the slide puzzle after repeated failures, then login.
import '@/locales/need/more';
import { useState, type ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LoginRequest, UserInfo } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/api-client';
import { accountRules } from '@/lib/form-rules';
import { login, needsSlideVerify, useLoginMutation, type LoginResult } from '../api/login';
import { SlideVerify } from './slide-verify';

interface LoginFormProps {
  /** Site login by default; the back office passes its own call. */
  request?: (body: LoginRequest) => Promise<LoginResult>;
  onSuccess: (user: UserInfo) => void;
  footer?: ReactNode;
}

type Credentials = Pick<LoginRequest, 'username' | 'password'>;

export function LoginForm({ request = login, onSuccess, footer }: LoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Credentials>();
  const mutation = useLoginMutation(request);
  const [pending, setPending] = useState<Credentials | null>(null);

  const submit = (credentials: Credentials, slideToken?: string) => {
    mutation.mutate(
      { ...credentials, slideToken },
      {
        onSuccess: ({ user }) => {
          setPending(null);
          onSuccess(user);
        },
        onError: (error) => {
          if (needsSlideVerify(error)) {
            setPending(credentials);
            notify.warning(t('auth:slideRequired'));
            return;
          }
          setPending(null);
          notify.error(error instanceof ApiError && error.message ? error.message : t('messages:Server_error'));
        },
      },
    );
  };

  return (
    <Form<Credentials> form={form} layout="vertical" requiredMark={false} onFinish={(values) => submit(values)} data-testid="login-form">
      <Form.Item name="username" rules={accountRules(t).username}>
        <Input prefix={<UserOutlined />} placeholder={t('auth:username')} autoComplete="username" data-testid="login-username" />
      </Form.Item>
      <Form.Item name="password" rules={accountRules(t).password}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth:password')}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      {pending ? (
        <SlideVerify onVerified={(slideToken) => submit(pending, slideToken)} />
      ) : (
        <Button type="primary" htmlType="submit" block loading={mutation.isPending} data-testid="login-submit">
          {t('auth:signIn')}
        </Button>
      )}
      {footer}
    </Form>
  );
}
