// The buttons under a settings form: save, put the stored values back, and a note while the fields differ from them.
import '@/locales/need/more';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface SaveResetActionsProps {
  changed: boolean;
  saving: boolean;
  onReset: () => void;
  /** Prefix of the test ids: `<testId>-save`, `-reset`, `-unsaved`. */
  testId: string;
}

export function SaveResetActions({ changed, saving, onReset, testId }: SaveResetActionsProps) {
  const { t } = useTranslation();
  return (
    <Space wrap className="sw-actions">
      <Button type="primary" htmlType="submit" loading={saving} data-testid={`${testId}-save`}>
        {t('manageSwitch:save')}
      </Button>
      <Button onClick={onReset} disabled={!changed} data-testid={`${testId}-reset`}>
        {t('manageSwitch:reset')}
      </Button>
      {changed && (
        <Tag color="warning" data-testid={`${testId}-unsaved`}>
          {t('manageSwitch:unsaved')}
        </Tag>
      )}
    </Space>
  );
}
