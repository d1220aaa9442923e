// The personal centre (/personal, spec 002 §2.11): the tabs My Training, My Notes and My Contest (not built yet, so
// disabled) and My Setting (the settings page) above the open page.
import '@/locales/need/more';
import { Card, Tabs } from 'antd';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMobile } from '@/hooks/use-media-query';
import { PERSONAL_TRAINING_LIST_PATH } from '@/lib/paths/personal-trainings';
import '../personal-trainings.css';

const TABS: { key: string; to?: string }[] = [
  { key: 'training', to: PERSONAL_TRAINING_LIST_PATH },
  { key: 'notes' },
  { key: 'contest' },
  { key: 'setting', to: '/setting' },
];

export function PersonalCentre() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useMobile();
  return (
    <Card className="personal-centre" title={t('personalTraining:centre.title')} data-testid="personal-shell">
      <Tabs
        activeKey="training"
        tabBarGutter={mobile ? 16 : undefined}
        onChange={(key) => {
          const to = TABS.find((tab) => tab.key === key)?.to;
          if (to) navigate(to);
        }}
        items={TABS.map(({ key, to }) => ({
          key,
          disabled: !to,
          label: <span data-testid={`personal-tab-${key}`}>{t(`personalTraining:centre.tabs.${key}`)}</span>,
        }))}
        className="personal-tabs"
      />
      <Outlet />
    </Card>
  );
}
