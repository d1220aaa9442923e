// Bare layout: full-page screens without site chrome (admin login, scroll board).
import type { ReactNode } from 'react';

export function BareLayout({ children }: { children: ReactNode; hideFooter: boolean }) {
  return <div className="bare-layout">{children}</div>;
}
