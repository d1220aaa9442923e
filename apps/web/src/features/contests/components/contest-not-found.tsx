// A contest route whose id is not a contest id.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function ContestNotFound() {
  const { t } = useTranslation();
  return <Result status="404" title={t('messages:Resource_not_found')} data-testid="contest-not-found" />;
}
