// Route error boundary: a failed page load or render shows a retry screen instead of a blank page.
import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : '';
  return (
    <Result
      status="error"
      title={t('common:pageError')}
      subTitle={detail || t('messages:Server_error')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common:refresh')}
        </Button>
      }
    />
  );
}
