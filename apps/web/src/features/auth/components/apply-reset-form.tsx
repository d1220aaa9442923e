// Reset-password request (the dialog's ResetPwd mode): e-mail and image captcha; mails a reset link, 90 s countdown.
import '@/locales/need/more';
import { Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_RULES, type ApplyResetPasswordRequest } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { accountRules } from '@/lib/form-rules';
import { useCaptcha } from '../api/get-captcha';
import { useApplyResetPassword } from '../api/apply-reset-password';
import { SendCodeButton } from '@/components/send-code-button';
import { CaptchaImage } from './captcha-image';
import { MailOffNotice } from '@/components/mail-off-notice';

type ResetRequestValues = Pick<ApplyResetPasswordRequest, 'email' | 'captcha'>;

export function ApplyResetForm({ footer }: { footer?: ReactNode }) {
  const { t } = useTranslation();
  const rules = accountRules(t);
  const [form] = Form.useForm<ResetRequestValues>();
  const captcha = useCaptcha();
  const mutation = useApplyResetPassword();

  const send = async () => {
    const values = await form.validateFields();
    const captchaKey = captcha.data?.captchaKey;
    if (!captchaKey) throw new Error('the captcha has not loaded yet');
    try {
      const sent = await mutation.mutateAsync({ ...values, captchaKey });
      notify.success(t('auth:ResetPwd_Send_Email_Msg'));
      return sent;
    } finally {
      // The captcha is spent by any answer: clear it and load a new one, after a success as after a failure.
      form.setFieldValue('captcha', '');
      void captcha.refetch();
    }
  };

  return (
    <Form<ResetRequestValues> form={form} layout="vertical" requiredMark={false} data-testid="reset-form">
      <Form.Item name="email" rules={rules.email}>
        <Input prefix={<MailOutlined />} placeholder={t('auth:email')} autoComplete="email" data-testid="reset-email" />
      </Form.Item>
      <Form.Item>
        <Space.Compact block>
          <Form.Item name="captcha" rules={rules.captcha} noStyle>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('auth:captcha')}
              maxLength={ACCOUNT_RULES.captchaMax}
              autoComplete="off"
              data-testid="reset-captcha"
            />
          </Form.Item>
          <CaptchaImage captcha={captcha.data} failed={captcha.isError} onReload={() => void captcha.refetch()} />
        </Space.Compact>
      </Form.Item>
      <MailOffNotice />
      <SendCodeButton type="primary" block send={send} label={t('auth:sendResetEmail')} data-testid="reset-send" />
      {footer}
    </Form>
  );
}
