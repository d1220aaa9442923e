// Router: history-mode browser router over the route table, under the root shell with its error boundary.
import { createBrowserRouter } from 'react-router';
import { bindNavigate } from '@/lib/navigation';
import { PageLoader } from '@/components/page-loader';
import { RouteErrorPage } from '@/components/route-error-page';
import { buildRoutes } from './routes/build-routes';
import { ROUTE_TABLE } from './routes/route-table';
import { RootShell } from './root-shell';

export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootShell,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: buildRoutes(ROUTE_TABLE),
  },
]);

bindNavigate((to, options) => void router.navigate(to, options));
