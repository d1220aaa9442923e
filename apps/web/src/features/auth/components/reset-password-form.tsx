// New-password form of the /reset-password page: the username and code come from the mailed link.
import '@/locales/need/more';
import { Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { accountRules } from '@/lib/form-rules';
import { useResetPassword } from '../api/reset-password';

interface ResetPasswordFormProps {
  username: string;
  code: string;
  onReset: () => void;
}

interface NewPasswordValues {
  password: string;
  passwordAgain: string;
}

export function ResetPasswordForm({ username, code, onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const rules = accountRules(t);
  const mutation = useResetPassword();
  return (
    <Form<NewPasswordValues>
      layout="vertical"
      requiredMark={false}
      onFinish={({ password }) => mutation.mutate({ username, code, password }, { onSuccess: onReset })}
      data-testid="reset-password-form"
    >
      <Form.Item label={t('auth:username')}>
        <Input value={username} disabled data-testid="reset-username" />
      </Form.Item>
      <Form.Item name="password" label={t('auth:newPassword')} rules={rules.strongPassword}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="reset-password" />
      </Form.Item>
      <Form.Item name="passwordAgain" label={t('auth:passwordAgain')} dependencies={['password']} rules={rules.passwordAgain}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="reset-password-again" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending} data-testid="reset-password-submit">
        {t('auth:resetPassword')}
      </Button>
    </Form>
  );
}
