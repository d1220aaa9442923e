// Router: history-mode browser router over the route table, under the root shell with its error boundary. Made when the
// app mounts (not when this module loads): its first navigation runs guards that translate and call the API, so i18n
// must be ready by then. The first page's chunk can be fetched before that, beside the language's catalogue.
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { bindNavigate } from '@/lib/navigation';
import { PageLoader } from '@/components/page-loader';
import { RouteErrorPage } from '@/components/route-error-page';
import { buildRoutes } from './routes/build-routes';
import { ROUTE_TABLE } from './routes/route-table';
import { RootShell } from './root-shell';

const ROUTES: RouteObject[] = [
  {
    path: '/',
    Component: RootShell,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: buildRoutes(ROUTE_TABLE),
  },
];

/** Starts fetching the chunks of the pages matching the path (the router's own load of them then finds them ready). */
export const preloadRoute = (pathname: string): void => {
  for (const { route } of matchRoutes(ROUTES, pathname) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => {});
  }
};

export const createAppRouter = () => {
  const router = createBrowserRouter(ROUTES);
  bindNavigate((to, options) => void router.navigate(to, options));
  return router;
};
