// The login dialog with the site's register switch, opened through lib/login-modal-store: the main layout renders
// it, and so do the focus-mode pages (bare layout), whose problem frame comes from components/focus-mode.
import { useWebsiteConfig } from '@/lib/website-config';
import { LoginDialog } from '@/features/auth/components/login-dialog';

export function SiteLoginDialog() {
  const { data: config } = useWebsiteConfig();
  return <LoginDialog allowRegister={config?.register === true} />;
}
