// Root shell: picks the layout from the route meta, drives the progress bar, page title and scroll reset. The
// back-office layout is a chunk of its own: a visitor's first page does not load it.
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useWebsiteConfig } from '@/lib/website-config';
import { withChunkTimeout } from '@/lib/lazy-page';
import { PageLoader } from '@/components/page-loader';
import { MainLayout } from './layouts/main-layout';
import { BareLayout } from './layouts/bare-layout';
import { useRouteMeta, type Layout } from '@/lib/route-meta';

const LazyAdminLayout = lazy(() => withChunkTimeout(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout }))));

function AdminLayout(props: { children: ReactNode; hideFooter: boolean }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyAdminLayout {...props} />
    </Suspense>
  );
}

NProgress.configure({ showSpinner: false });

const LAYOUTS: Record<Layout, ComponentType<{ children: ReactNode; hideFooter: boolean }>> = {
  main: MainLayout,
  admin: AdminLayout,
  bare: BareLayout,
};

const useNavigationProgress = () => {
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
};

const useDocumentTitle = (name: string | undefined) => {
  const { t } = useTranslation();
  const { data: config } = useWebsiteConfig();
  const site = config?.shortName || config?.name || t('common:appName');
  useEffect(() => {
    document.title = name ? `${t(`routes:${name}`)} - ${site}` : site;
  }, [name, site, t]);
};

export function RootShell() {
  const meta = useRouteMeta();
  useNavigationProgress();
  useDocumentTitle(meta?.name);
  const LayoutComponent = LAYOUTS[meta?.layout ?? 'main'];
  return (
    <>
      <LayoutComponent hideFooter={meta?.hideFooter ?? false}>
        <Outlet />
      </LayoutComponent>
      <ScrollRestoration />
    </>
  );
}
