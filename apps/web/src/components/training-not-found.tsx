// A training route whose id is not a training id.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function TrainingNotFound() {
  const { t } = useTranslation();
  return <Result status="404" title={t('messages:Resource_not_found')} data-testid="training-not-found" />;
}
