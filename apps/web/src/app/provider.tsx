// App providers: TanStack Query, antd theme/locale following the i18n language (its locale comes with the catalogue),
// the toast bridge and, once one is asked for, the host of the dialogs and notices (lib/app-dialogs.ts). No antd
// App wrapper: it would bring Modal and notification into the shell; styles.css gives the page its text style.
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider, message } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@/lib/query-client';
import { antdLocaleOf } from '@/lib/i18n';
import { dialogsWanted, subscribeDialogsWanted } from '@/lib/app-dialogs';
import { bindMessageApi, notify } from '@/lib/notify';
import { withChunkTimeout } from '@/lib/lazy-page';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';
import { syncFromStorage } from '@/lib/session';

const AppDialogsHost = lazy<ComponentType>(() =>
  withChunkTimeout(() => import('@/components/app-dialogs-host')).catch((error: Error) => {
    notify.error(error.message);
    return { default: () => null };
  }),
);

function MessageBridge() {
  const [api, holder] = message.useMessage();
  useEffect(() => {
    bindMessageApi(api);
    return () => bindMessageApi(null);
  }, [api]);
  return holder;
}

function DialogsHost() {
  const wanted = useSyncExternalStore(subscribeDialogsWanted, dialogsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppDialogsHost />
    </Suspense>
  );
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
        theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6, motion: !reducedMotion } }}
      >
        <MessageBridge />
        <DialogsHost />
        <SessionTabSync />
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
