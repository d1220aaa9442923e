// The login dialog with the site's register switch, opened through lib/login-modal-store: the main layout renders
// it, and so do the focus-mode pages (bare layout), whose problem frame comes from components/focus-mode. The dialog
// and its forms are a chunk of their own, fetched the first time the dialog opens (and kept for its close animation).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useWebsiteConfig } from '@/lib/website-config';
import { useLoginModal } from '@/lib/login-modal-store';
import { withChunkTimeout } from '@/lib/lazy-page';

const LoginDialog = lazy(() =>
  withChunkTimeout(() => import('@/features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog }))),
);

export function SiteLoginDialog() {
  const { data: config } = useWebsiteConfig();
  const { open } = useLoginModal();
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  if (!opened && !open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog allowRegister={config?.register === true} />
    </Suspense>
  );
}
