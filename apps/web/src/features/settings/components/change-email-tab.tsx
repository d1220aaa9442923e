// Change Email tab: the current password, the new address and the code mailed to it (60 s resend countdown).
import '@/locales/need/more';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangeEmailSchema, type ChangeEmailRequest, type UserInfo } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { accountRules, schemaRule } from '@/lib/form-rules';
import { CodeField } from '@/components/code-field';
import { MailOffNotice } from '@/components/mail-off-notice';
import { getChangeEmailCode } from '../api/get-change-email-code';
import { useChangeEmail } from '../api/change-email';

export function ChangeEmailTab({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChangeEmailRequest>();
  const mutation = useChangeEmail();
  const rules = accountRules(t);

  /** The new address must differ from the current one (spec 000 §5). */
  const differentRule = {
    validator: (_rule: unknown, value: string | undefined) =>
      value && user.email && value.trim().toLowerCase() === user.email.toLowerCase()
        ? Promise.reject(new Error(t('settings:Email_unchanged')))
        : Promise.resolve(),
  };

  const submit = (values: ChangeEmailRequest) =>
    mutation.mutate(values, {
      onSuccess: () => {
        notify.success(t('settings:Update_Successfully'));
        form.resetFields();
      },
      onError: () => form.setFieldValue('code', ''),
    });

  return (
    <Form<ChangeEmailRequest>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      className="settings-form"
      data-testid="change-email-form"
    >
      <Form.Item label={t('settings:currentEmail')}>
        <Typography.Text data-testid="current-email">{user.email || t('settings:none')}</Typography.Text>
      </Form.Item>
      <Form.Item name="password" label={t('settings:currentPassword')} rules={[schemaRule(t, ChangeEmailSchema.shape.password)]}>
        <Input.Password autoComplete="current-password" data-testid="change-email-password" />
      </Form.Item>
      <Form.Item name="newEmail" label={t('settings:newEmail')} rules={[...rules.email, differentRule]} validateFirst>
        <Input autoComplete="email" data-testid="new-email" />
      </Form.Item>
      <MailOffNotice />
      <CodeField
        form={form}
        addressField="newEmail"
        request={getChangeEmailCode}
        label={t('auth:code')}
        sendLabel={t('auth:sendCode')}
        testId="change-email"
      />
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="change-email-submit">
        {t('settings:save')}
      </Button>
    </Form>
  );
}
