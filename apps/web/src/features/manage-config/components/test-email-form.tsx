// Sends a test mail with the saved settings to an address the admin types, and shows the outcome (the server's reason on failure).
import '@/locales/need/more';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TestEmailRequest } from '@verdict/shared';
import { accountRules } from '@/lib/form-rules';
import { useSendTestEmail } from '../api/send-test-email';

export function TestEmailForm({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TestEmailRequest>();
  const mutation = useSendTestEmail();

  return (
    <Form<TestEmailRequest>
      form={form}
      layout="vertical"
      onFinish={(values) => mutation.mutate(values)}
      className="mc-test"
      data-testid="test-email-form"
    >
      <Form.Item label={t('manageConfig:test.address')} extra={t(enabled ? 'manageConfig:test.help' : 'manageConfig:test.needsMail')}>
        <Space.Compact block>
          <Form.Item name="email" rules={accountRules(t).email} noStyle>
            <Input type="email" autoComplete="email" disabled={!enabled} data-testid="test-email-address" />
          </Form.Item>
          <Button htmlType="submit" disabled={!enabled} loading={mutation.isPending} data-testid="test-email-send">
            {t('manageConfig:test.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {mutation.isSuccess && (
        <Alert
          type="success"
          showIcon
          title={t('manageConfig:test.sent', { email: mutation.variables.email })}
          data-testid="test-email-sent"
        />
      )}
      {mutation.isError && (
        <Alert
          type="error"
          showIcon
          title={t('manageConfig:test.failed')}
          description={mutation.error.message}
          data-testid="test-email-failed"
        />
      )}
    </Form>
  );
}
