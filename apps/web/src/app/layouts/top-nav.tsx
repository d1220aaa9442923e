// Top navigation: brand, main menu (a drawer under 992 px), language switch and the session-dependent right side.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Menu, Space } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { useCompactNav } from '@/hooks/use-media-query';
import { useSession } from '@/lib/session';
import { useWebsiteConfig } from '@/lib/website-config';
import { openLoginModal } from '@/lib/login-modal-store';
import { withChunkTimeout } from '@/lib/lazy-page';
import { useNavItems, useSelectedNavKey } from './use-nav-items';

const NavDrawer = lazy(() => withChunkTimeout(() => import('./nav-drawer')));
const SignedInMenus = lazy(() => withChunkTimeout(() => import('./signed-in-menus')));

function GuestButtons({ allowRegister, compact }: { allowRegister: boolean; compact: boolean }) {
  const { t } = useTranslation();
  return (
    <Space size={compact ? 4 : 8}>
      <Button
        type="primary"
        ghost={!compact}
        size={compact ? 'small' : 'middle'}
        onClick={() => openLoginModal('login')}
        data-testid="nav-login"
      >
        {t('nav:login')}
      </Button>
      {allowRegister && (
        <Button size={compact ? 'small' : 'middle'} onClick={() => openLoginModal('register')} data-testid="nav-register">
          {t('nav:register')}
        </Button>
      )}
    </Space>
  );
}

export function TopNav() {
  const { t } = useTranslation();
  const compact = useCompactNav();
  const { pathname } = useLocation();
  const { token, user } = useSession();
  const { data: config } = useWebsiteConfig();
  const items = useNavItems();
  const selectedKeys = useSelectedNavKey();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const siteName = config?.shortName || config?.name || t('common:appName');
  const loggedIn = Boolean(token && user);

  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <nav className="top-nav" data-testid="top-nav" aria-label={t('nav:mainMenu')}>
      {compact && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          onClick={() => setDrawerOpen(true)}
          aria-label={t('nav:openMenu')}
          data-testid="nav-hamburger"
        />
      )}
      <Link to="/home" className="brand" data-testid="brand">
        <img src="/favicon.svg" alt="" className="brand-logo" />
        <span className="brand-name">{siteName}</span>
      </Link>
      {!compact && <Menu mode="horizontal" items={items} selectedKeys={selectedKeys} className="nav-menu" data-testid="nav-menu" />}
      <div className="nav-right">
        <LanguageSwitch compact={compact} />
        {loggedIn && user ? (
          <Suspense fallback={null}>
            <SignedInMenus user={user} compact={compact} />
          </Suspense>
        ) : (
          <GuestButtons allowRegister={config?.register === true} compact={compact} />
        )}
      </div>
      {compact && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} title={siteName} items={items} selectedKeys={selectedKeys} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </nav>
  );
}
