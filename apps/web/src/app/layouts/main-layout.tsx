// Site layout: top navigation, page content, footer (hidden on problem and focus pages) and the login dialog.
import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { TopNav } from './top-nav';
import { SiteFooter } from './site-footer';
import { SiteLoginDialog } from './site-login-dialog';

export function MainLayout({ children, hideFooter }: { children: ReactNode; hideFooter: boolean }) {
  return (
    <Layout className="main-layout">
      <Layout.Header className="app-header">
        <TopNav />
      </Layout.Header>
      <Layout.Content className="app-content" data-testid="app-content">
        {children}
      </Layout.Content>
      {!hideFooter && <SiteFooter />}
      <SiteLoginDialog />
    </Layout>
  );
}
