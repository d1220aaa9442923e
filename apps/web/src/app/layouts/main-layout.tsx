// Site layout: top navigation, page content, footer (hidden on problem and focus pages) and the login dialog.
import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { useWebsiteConfig } from '@/lib/website-config';
import { LoginDialog } from '@/features/auth/components/login-dialog';
import { TopNav } from './top-nav';
import { SiteFooter } from './site-footer';

export function MainLayout({ children, hideFooter }: { children: ReactNode; hideFooter: boolean }) {
  const { data: config } = useWebsiteConfig();
  return (
    <Layout className="main-layout">
      <Layout.Header className="app-header">
        <TopNav />
      </Layout.Header>
      <Layout.Content className="app-content" data-testid="app-content">
        {children}
      </Layout.Content>
      {!hideFooter && <SiteFooter />}
      <LoginDialog allowRegister={config?.register === true} />
    </Layout>
  );
}
