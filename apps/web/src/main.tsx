// Web entry: initialises i18n (so the first paint is translated) and mounts the app. The app's shell is
// part of the entry (index.html preloads its chunks); the language's catalogue and then the first page's chunks are
// requested at once, side by side, and the site settings every page shows as soon as i18n is ready (API calls carry
// the language); the router is made then, and its loaders request the page's own data.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { websiteConfigQueryOptions } from '@/lib/website-config';
import { App } from './app/app';
import { createAppRouter, preloadRoute } from './app/router';
import 'antd/dist/antd.css';
import './styles.css';

const start = async () => {
  const i18n = initI18n();
  // In a later task, so the catalogue's request (needed first) is ahead of the page's in the connection queue.
  setTimeout(() => preloadRoute(window.location.pathname), 0);
  await i18n;
  void queryClient.prefetchQuery(websiteConfigQueryOptions());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
};

void start();
