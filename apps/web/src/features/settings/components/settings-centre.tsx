// Settings centre (/setting): the four tabs of spec 000 §2, on the left on wide screens and on top on phones.
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMobile } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { useFreshUserInfo } from '../api/get-user-info';
import { ChangePasswordTab } from './change-password-tab';
import { ChangeEmailTab } from './change-email-tab';
import { AvatarTab } from './avatar-tab';
import { UserInfoTab } from './user-info-tab';
import '../settings.css';

const TABS = ['password', 'email', 'avatar', 'info'] as const;
type SettingsTab = (typeof TABS)[number];

const isTab = (value: string | null): value is SettingsTab => TABS.includes(value as SettingsTab);

export function SettingsCentre() {
  const { t } = useTranslation();
  const mobile = useMobile();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  useFreshUserInfo();
  const tab = params.get('tab');
  const active: SettingsTab = isTab(tab) ? tab : 'password';

  if (!user) return null;
  const content: Record<SettingsTab, ReactNode> = {
    password: <ChangePasswordTab />,
    email: <ChangeEmailTab user={user} />,
    avatar: <AvatarTab user={user} />,
    info: <UserInfoTab user={user} />,
  };

  return (
    <Card title={t('settings:title')} className="settings-centre" data-testid="settings-centre">
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        tabPlacement={mobile ? 'top' : 'start'}
        destroyOnHidden
        items={TABS.map((key) => ({
          key,
          label: <span data-testid={`settings-tab-${key}`}>{t(`settings:tab.${key}`)}</span>,
          children: content[key],
        }))}
      />
    </Card>
  );
}
