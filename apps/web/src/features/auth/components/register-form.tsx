// Register form (spec 000 §3/§5): username, password twice, e-mail and the mailed code with its 60 s resend countdown.
import '@/locales/need/more';
import { Button, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { LockOutlined, MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_RULES, type RegisterRequest } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { accountRules } from '@/lib/form-rules';
import { getRegisterCode } from '../api/get-register-code';
import { useRegister } from '../api/register';
import { setLoginModalMode } from '@/lib/login-modal-store';
import { takenRule } from './taken-rule';
import { SendCodeButton } from '@/components/send-code-button';
import { MailOffNotice } from '@/components/mail-off-notice';

type RegisterValues = RegisterRequest & { passwordAgain: string };

/** Seconds the "Thanks for registering" toast stays (spec 000 §8). */
const THANKS_TOAST_SECONDS = 5;

const onChangeAndBlur = ['onChange', 'onBlur'];

export function RegisterForm({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation();
  const rules = accountRules(t);
  const [form] = Form.useForm<RegisterValues>();
  const mutation = useRegister();

  const sendCode = async () => {
    const { email } = await form.validateFields(['email']);
    const sent = await getRegisterCode(email);
    notify.success(t('auth:Register_Send_Email_Msg'));
    return sent;
  };

  const submit = ({ passwordAgain: _notSent, ...body }: RegisterValues) =>
    mutation.mutate(body, {
      onSuccess: () => {
        notify.success(t('auth:Thanks_for_registering'), THANKS_TOAST_SECONDS);
        setLoginModalMode('login');
      },
      onError: () => form.setFieldValue('code', ''),
    });

  return (
    <Form<RegisterValues> form={form} layout="vertical" requiredMark={false} onFinish={submit} data-testid="register-form">
      <Form.Item name="username" rules={[...rules.username, takenRule(t, 'username')]} validateFirst validateTrigger={onChangeAndBlur}>
        <Input prefix={<UserOutlined />} placeholder={t('auth:username')} autoComplete="username" data-testid="register-username" />
      </Form.Item>
      <Form.Item name="password" rules={rules.strongPassword}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth:password')}
          autoComplete="new-password"
          data-testid="register-password"
        />
      </Form.Item>
      <Form.Item name="passwordAgain" dependencies={['password']} rules={rules.passwordAgain}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth:passwordAgain')}
          autoComplete="new-password"
          data-testid="register-password-again"
        />
      </Form.Item>
      <Form.Item name="email" rules={[...rules.email, takenRule(t, 'email')]} validateFirst validateTrigger={onChangeAndBlur}>
        <Input prefix={<MailOutlined />} placeholder={t('auth:email')} autoComplete="email" data-testid="register-email" />
      </Form.Item>
      <MailOffNotice />
      <Form.Item>
        <Space.Compact block>
          <Form.Item name="code" rules={rules.code} noStyle>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('auth:code')}
              maxLength={ACCOUNT_RULES.emailCodeLength}
              inputMode="numeric"
              autoComplete="one-time-code"
              data-testid="register-code"
            />
          </Form.Item>
          <SendCodeButton send={sendCode} label={t('auth:sendCode')} data-testid="register-send-code" />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending} data-testid="register-submit">
        {t('auth:signUp')}
      </Button>
      {footer}
    </Form>
  );
}
