// An error screen laid out like antd's Result (status icon, title, detail, action) without importing it: Result
// carries its 403/404/500 illustrations (about 9 KB compressed), and this screen is reachable from every first page
// (a failed query, a failed page load).
import type { ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';

interface ErrorStateProps {
  status: 'error' | 'warning';
  title: ReactNode;
  detail?: ReactNode;
  action: ReactNode;
  className?: string;
  'data-testid'?: string;
}

export function ErrorState({ status, title, detail, action, className, 'data-testid': testId }: ErrorStateProps) {
  const Icon = status === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
  return (
    <div className={`error-state error-state-${status}${className ? ` ${className}` : ''}`} role="alert" data-testid={testId}>
      <Icon className="error-state-icon" />
      <div className="error-state-title">{title}</div>
      {detail && <div className="error-state-detail">{detail}</div>}
      <div className="error-state-action">{action}</div>
    </div>
  );
}
