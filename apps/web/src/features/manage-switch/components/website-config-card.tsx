// The "Website" card of /manage/conf (super admin): the site's name, address, description, contact, registration,
// record and project. A save applies at once to the header, the footer and the register links.
import '@/locales/need/more';
import { Card, Col, Form, Input, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebConfig } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { notify } from '@/lib/notify';
import { useSetWebConfig, useWebConfig } from '../api/web-config';
import { useStoredForm } from '../hooks/use-stored-form';
import { DESCRIPTION_MAX, WEB_FIELDS, webRule, type WebFieldLayout } from '../model/web-form';
import { SaveResetActions } from './save-reset-actions';
import '../manage-switch.css';

function WebField({ name, multiline, help, placeholder }: WebFieldLayout) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t(`manageSwitch:web.${name}`)}
      extra={help ? t(`manageSwitch:web.${name}Help`) : undefined}
      rules={webRule(t, name)}
    >
      {multiline ? (
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={DESCRIPTION_MAX} data-testid={`web-${name}`} />
      ) : (
        <Input placeholder={placeholder} autoComplete="off" data-testid={`web-${name}`} />
      )}
    </Form.Item>
  );
}

function WebConfigForm({ stored }: { stored: WebConfig }) {
  const { t } = useTranslation();
  const { form, changed, reset } = useStoredForm(stored);
  const mutation = useSetWebConfig();
  const save = (values: WebConfig) => mutation.mutate(values, { onSuccess: () => notify.success(t('manageSwitch:web.saved')) });

  return (
    <Form<WebConfig> form={form} layout="vertical" initialValues={stored} onFinish={save} data-testid="web-config-form">
      <Row gutter={16}>
        {WEB_FIELDS.map((field) => (
          <Col xs={24} md={field.half ? 12 : 24} key={field.name}>
            <WebField {...field} />
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Form.Item
            name="register"
            label={t('manageSwitch:web.register')}
            extra={t('manageSwitch:web.registerHelp')}
            valuePropName="checked"
          >
            <Switch checkedChildren={t('manageSwitch:on')} unCheckedChildren={t('manageSwitch:off')} data-testid="web-register" />
          </Form.Item>
        </Col>
      </Row>
      <SaveResetActions changed={changed} saving={mutation.isPending} onReset={reset} testId="web" />
    </Form>
  );
}

export function WebsiteConfigCard() {
  const { t } = useTranslation();
  const query = useWebConfig();
  return (
    <Card title={t('manageSwitch:web.title')} className="sw-settings-card" data-testid="web-config-card">
      <Typography.Paragraph type="secondary">{t('manageSwitch:web.intro')}</Typography.Paragraph>
      <QueryState query={query} rows={8}>
        {(stored) => <WebConfigForm stored={stored} />}
      </QueryState>
    </Card>
  );
}
