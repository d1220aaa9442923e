// App providers: TanStack Query, antd theme/locale following the i18n language (its locale comes with the catalogue),
// and the toast bridge.
import { useEffect, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@/lib/query-client';
import { antdLocaleOf } from '@/lib/i18n';
import { bindMessageApi } from '@/lib/notify';
import { syncFromStorage } from '@/lib/session';

function MessageBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    bindMessageApi(message);
    return () => bindMessageApi(null);
  }, [message]);
  return null;
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
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocaleOf(i18n.language)} theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6 } }}>
        <AntdApp>
          <MessageBridge />
          <SessionTabSync />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
