// Focus mode (spec 000 §2): the problem and its editor fill the window between a slim contextual bar and the
// problem strip, without the site navigation or footer. The page (bare layout) renders the login dialog beside it.
import type { ReactNode } from 'react';
import './focus-mode.css';

interface FocusFrameProps {
  /** The contextual bar: where the problem belongs and the way back to the normal route. */
  bar: ReactNode;
  /** The problem strip, once the set is known. */
  strip?: ReactNode;
  children: ReactNode;
}

export function FocusFrame({ bar, strip, children }: FocusFrameProps) {
  return (
    <div className="focus-frame" data-testid="focus-frame">
      <header className="focus-bar">{bar}</header>
      <main className="focus-body">{children}</main>
      {strip}
    </div>
  );
}
