// Route error boundary: a failed page load or render shows a retry screen instead of a blank page.
import { Button } from 'antd';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './error-state';

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : '';
  return (
    <ErrorState
      status="error"
      title={t('common:pageError')}
      detail={detail || t('messages:Server_error')}
      action={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common:refresh')}
        </Button>
      }
    />
  );
}
