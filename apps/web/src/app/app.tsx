// App root: providers around the router (made by main.tsx once i18n is ready).
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import type { createAppRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
