// Web entry: initialises i18n (so the first paint is translated) and mounts the app. Schemas validate without eval
// (first import: before any schema is built), which the page's Content-Security-Policy refuses.
import '@verdict/shared/no-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@/lib/i18n';
import './styles.css';

const start = async () => {
  await initI18n();
  const { App } = await import('./app/app');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void start();
