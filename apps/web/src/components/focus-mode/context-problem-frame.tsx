// A problem inside a training or contest (normal route): a bar with the way back (breadcrumb), optional extras and
// the focus-mode toggle above the problem page, both filling the window under the navigation bar.
import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbProps } from 'antd';
import { FocusToggle } from './focus-toggle';
import './focus-mode.css';

interface ContextProblemFrameProps {
  breadcrumb: BreadcrumbProps['items'];
  /** The problem's focus-mode route. */
  focusTo: string;
  /** Shown between the breadcrumb and the toggle (e.g. a contest's clock). */
  extra?: ReactNode;
  testId: string;
  children: ReactNode;
}

export function ContextProblemFrame({ breadcrumb, focusTo, extra, testId, children }: ContextProblemFrameProps) {
  return (
    <div className="context-problem-page" data-testid={testId}>
      <div className="context-problem-bar">
        <Breadcrumb className="context-breadcrumb" items={breadcrumb} />
        <div className="context-problem-actions">
          {extra}
          <FocusToggle to={focusTo} active={false} />
        </div>
      </div>
      {children}
    </div>
  );
}
