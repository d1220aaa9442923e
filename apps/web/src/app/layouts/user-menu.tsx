// User menu: avatar dropdown with home, my submissions, personal centre (/personal), settings, wiki, management (admins) and logout.
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@verdict/shared';
import { isAdminUser } from '@/lib/session';

export function UserMenu({ user, compact }: { user: UserInfo; compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries: [string, string][] = [
    ['/user-home', 'nav:userHome'],
    ['/status?onlyMine=true', 'nav:mySubmissions'],
    ['/personal', 'nav:personalCentre'],
    ['/setting', 'nav:settings'],
    ['/wiki', 'nav:wiki'],
    ...(isAdminUser(user) ? ([['/manage', 'nav:management']] as [string, string][]) : []),
  ];
  const items: MenuProps['items'] = [
    ...entries.map(([to, label]) => ({ key: to, label: <span data-testid={`user-menu-${to.slice(1).split('?')[0]}`}>{t(label)}</span> })),
    { type: 'divider' },
    { key: '/logout', label: <span data-testid="user-menu-logout">{t('nav:logout')}</span>, danger: true },
  ];
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => navigate(key) }} trigger={['click']}>
      <Button type="text" className="user-menu-button" data-testid="user-menu">
        <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
        {!compact && <span className="user-name">{user.nickname || user.username}</span>}
        <DownOutlined className="nav-caret" />
      </Button>
    </Dropdown>
  );
}
