// Back-office layout: a side menu with the admin entries (a drawer under 992 px) and a slim header; no site navigation bar.
import '@/locales/need/more';
import { useState, type ReactNode } from 'react';
import { Avatar, Button, Drawer, Layout, Menu, Space, Typography } from 'antd';
import { HomeOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { useRouteMeta } from '@/lib/route-meta';
import { useSession } from '@/lib/session';
import { useCompactNav, useMobile } from '@/hooks/use-media-query';
import { useWebsiteConfig } from '@/lib/website-config';
import { useAdminMenu } from './use-admin-menu';

export function AdminLayout({ children }: { children: ReactNode; hideFooter: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useMobile();
  const meta = useRouteMeta();
  const { user } = useSession();
  const { data: config } = useWebsiteConfig();
  const { items, selectedKey } = useAdminMenu();
  const siteName = config?.shortName || config?.name || t('common:appName');

  const compact = useCompactNav();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const brand = (
    <div className="admin-brand">
      <img src="/favicon.svg" alt="" className="brand-logo" />
      <span>{t('admin:title', { site: siteName })}</span>
    </div>
  );
  const menu = (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[selectedKey]}
      onClick={({ key }) => {
        setDrawerOpen(false);
        navigate(key);
      }}
      data-testid="admin-menu"
    />
  );

  return (
    <Layout className="admin-layout" data-testid="admin-layout">
      {compact ? (
        <Drawer
          open={drawerOpen}
          placement="left"
          size={240}
          closable={false}
          onClose={() => setDrawerOpen(false)}
          className="admin-drawer"
        >
          {brand}
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider width={220} className="admin-sider" data-testid="admin-sider">
          {brand}
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="admin-header">
          {compact && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              onClick={() => setDrawerOpen(true)}
              aria-label={t('nav:openMenu')}
              data-testid="admin-hamburger"
            />
          )}
          <Typography.Text strong className="admin-page-title" ellipsis>
            {meta ? t(`routes:${meta.name}`) : ''}
          </Typography.Text>
          <Space size={mobile ? 0 : 8}>
            <Link to="/home">
              <Button type="text" icon={<HomeOutlined />} data-testid="admin-back-to-site">
                {mobile ? null : t('admin:backToSite')}
              </Button>
            </Link>
            <LanguageSwitch compact={mobile} />
            {user && !mobile && (
              <Space size={6}>
                <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
                <span>{user.username}</span>
              </Space>
            )}
            <Link to="/logout">
              <Button type="text" icon={<LogoutOutlined />} aria-label={t('nav:logout')} data-testid="admin-logout" />
            </Link>
          </Space>
        </Layout.Header>
        <Layout.Content className="admin-content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
