// Notice shown where codes are e-mailed while the site has no SMTP server configured (codes go to the server log).
import '@/locales/need/more';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '@/lib/website-config';
import './mail-off-notice.css';

export function MailOffNotice() {
  const { t } = useTranslation();
  const { data: config } = useWebsiteConfig();
  if (config?.emailEnabled !== false) return null;
  return <Alert className="mail-off-notice" type="warning" showIcon title={t('auth:mailOff')} data-testid="mail-off-notice" />;
}
