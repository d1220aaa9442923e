// What a contest helper tab shows to those it is not for: the admin tabs to non-admins, the print tab when the
// contest has printing off (the server refuses them as well).
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function HelperGuard({ allowed, reason, children }: { allowed: boolean; reason: 'adminOnly' | 'printClosed'; children: ReactNode }) {
  const { t } = useTranslation();
  if (allowed) return <>{children}</>;
  return <Result status="403" title={t(`contestHelpers:guard.${reason}`)} data-testid="contest-helper-guard" />;
}
