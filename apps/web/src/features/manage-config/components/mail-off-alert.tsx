// The back office's warning while no SMTP server is configured: codes and reset links only reach the server log.
import '@/locales/need/more';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export function MailOffAlert() {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      className="mc-alert"
      title={t('manageConfig:email.offTitle')}
      description={t('manageConfig:email.offDescription')}
      data-testid="mail-off-alert"
    />
  );
}
