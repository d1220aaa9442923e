// The "E-mail (SMTP)" card of /manage/conf: whether mail is on, the settings form and the test mail.
import '@/locales/need/more';
import { Card, Divider, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useEmailConfig } from '../api/get-email-config';
import { EmailConfigForm } from './email-config-form';
import { MailOffAlert } from './mail-off-alert';
import { TestEmailForm } from './test-email-form';

export function EmailSettingsCard() {
  const { t } = useTranslation();
  const query = useEmailConfig();
  const status = query.data && (
    <Tag color={query.data.enabled ? 'success' : 'warning'} data-testid="email-status">
      {t(query.data.enabled ? 'manageConfig:email.on' : 'manageConfig:email.off')}
    </Tag>
  );

  return (
    <Card title={t('manageConfig:email.title')} extra={status} data-testid="email-settings-card">
      <QueryState query={query} rows={6}>
        {(config) => (
          <>
            {!config.enabled && <MailOffAlert />}
            <EmailConfigForm config={config} />
            <Divider titlePlacement="start">{t('manageConfig:test.title')}</Divider>
            <TestEmailForm enabled={config.enabled} />
          </>
        )}
      </QueryState>
    </Card>
  );
}
