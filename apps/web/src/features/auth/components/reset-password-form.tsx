// Reset-password request form: e-mail and captcha with their checks; sending is announced for a later release.
import { Button, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { accountRules } from '../form-rules';

interface ResetValues {
  email: string;
  captcha: string;
}

export function ResetPasswordForm({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation();
  const rules = accountRules(t);
  return (
    <Form<ResetValues>
      layout="vertical"
      requiredMark={false}
      onFinish={() => notify.info(t('auth:resetLater'))}
      data-testid="reset-form"
    >
      <Form.Item name="email" rules={rules.email}>
        <Input prefix={<MailOutlined />} placeholder={t('auth:email')} autoComplete="email" />
      </Form.Item>
      <Form.Item name="captcha" rules={rules.captcha}>
        <Input prefix={<SafetyOutlined />} placeholder={t('auth:captcha')} maxLength={8} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {t('auth:sendResetEmail')}
      </Button>
      {footer}
    </Form>
  );
}
