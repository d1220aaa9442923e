// The SMTP settings form: host, port, SSL/TLS, username, a write-only password (kept, replaced or cleared) and the sender.
import '@/locales/need/more';
import { useEffect } from 'react';
import { Button, Checkbox, Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EmailConfig } from '@verdict/shared';
import { notify } from '@/lib/notify';
import { useSetEmailConfig } from '../api/set-email-config';
import { emailFormRules, toFormValues, toRequest, type EmailFormValues } from '../model/email-form';

export function EmailConfigForm({ config }: { config: EmailConfig }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EmailFormValues>();
  const clearPassword = Form.useWatch('clearPassword', form) ?? false;
  const mutation = useSetEmailConfig();
  const rules = emailFormRules(t);

  // A saved (or otherwise changed) config replaces what the form shows, which also empties the password field.
  useEffect(() => form.setFieldsValue(toFormValues(config)), [config, form]);

  const submit = (values: EmailFormValues) =>
    mutation.mutate(toRequest(values), { onSuccess: () => notify.success(t('manageConfig:email.saved')) });

  const passwordPlaceholder = clearPassword
    ? t('manageConfig:email.passwordCleared')
    : t(config.passwordSet ? 'manageConfig:email.passwordKept' : 'manageConfig:email.passwordNone');

  return (
    <Form<EmailFormValues>
      form={form}
      layout="vertical"
      initialValues={toFormValues(config)}
      onFinish={submit}
      data-testid="email-config-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name="host" label={t('manageConfig:email.host')} rules={rules.host}>
            <Input placeholder={t('manageConfig:email.hostPlaceholder')} autoComplete="off" data-testid="email-host" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="port" label={t('manageConfig:email.port')} rules={rules.port}>
            <InputNumber className="mc-port" controls={false} inputMode="numeric" data-testid="email-port" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="secure"
            label={t('manageConfig:email.secure')}
            valuePropName="checked"
            extra={t('manageConfig:email.secureHelp')}
          >
            <Switch data-testid="email-secure" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="username" label={t('manageConfig:email.username')} rules={rules.username}>
            <Input autoComplete="off" data-testid="email-username" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('manageConfig:email.password')} className="mc-password">
            <Form.Item name="password" rules={rules.password} noStyle>
              <Input.Password
                placeholder={passwordPlaceholder}
                disabled={clearPassword}
                autoComplete="new-password"
                data-testid="email-password"
              />
            </Form.Item>
            {config.passwordSet && (
              <Form.Item name="clearPassword" valuePropName="checked" noStyle>
                <Checkbox className="mc-clear-password" data-testid="email-clear-password">
                  {t('manageConfig:email.clearPassword')}
                </Checkbox>
              </Form.Item>
            )}
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="sender" label={t('manageConfig:email.sender')} rules={rules.sender}>
            <Input placeholder={t('manageConfig:email.senderPlaceholder')} autoComplete="off" data-testid="email-sender" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="email-save">
        {t('manageConfig:email.save')}
      </Button>
    </Form>
  );
}
