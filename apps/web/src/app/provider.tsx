// App providers: TanStack Query, antd theme/locale following the i18n language (its locale comes with the catalogue)
// and, once one is asked for, the host of the dialogs, notices and toasts (lib/app-dialogs.ts). No antd App wrapper:
// it would bring Modal, notification and message into the shell; styles.css gives the page its text style.
// antd's zero-runtime mode: its components are styled by antd/dist/antd.css (imported by main.tsx) instead of styles
// generated and injected while the page renders (some 150 ms of the problem page's first load); only the theme's
// CSS variables are written at run time, so a theme token changes what antd.css reads through them. vite.config.ts
// leaves the style generators out of the build: turning the mode off needs that plugin gone too.
import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@/lib/query-client';
import { antdLocaleOf } from '@/lib/i18n';
import { dialogsHostFailed, dialogsWanted, subscribeDialogsWanted } from '@/lib/app-dialogs';
import { withChunkTimeout } from '@/lib/lazy-page';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { syncFromStorage } from '@/lib/session';

/**
 * Mounts the dialogs host once a dialog or toast is asked for. Not React.lazy, which keeps a failed fetch for good:
 * a host that could not be fetched (offline) is fetched again by the next call, and the calls made meanwhile run then.
 */
function DialogsHost() {
  const wanted = useSyncExternalStore(subscribeDialogsWanted, dialogsWanted);
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || Host) return;
    withChunkTimeout(() => import('@/components/app-dialogs-host')).then(
      (module) => setHost(() => module.default),
      (error: unknown) => {
        console.error(error);
        dialogsHostFailed();
      },
    );
  }, [wanted, Host]);
  return Host ? <Host /> : null;
}

/** When the window regains focus, adopt a token changed in another tab (or clear a removed one). */
function SessionTabSync() {
  useEffect(() => {
    window.addEventListener('focus', syncFromStorage);
    return () => window.removeEventListener('focus', syncFromStorage);
  }, []);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={antdLocaleOf(i18n.language)}
        theme={{ zeroRuntime: true, token: { colorPrimary: '#1677ff', borderRadius: 6, motion: !reducedMotion } }}
      >
        <DialogsHost />
        <SessionTabSync />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
