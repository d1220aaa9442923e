// Explanation tab: the problem's public discussions; discussions arrive in a later release, so it says there are none yet.
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

export function Explanations() {
  const { t } = useTranslation();
  return <Empty data-testid="explanations-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('problems:detail.noExplanations')} />;
}
