// A dashboard card: an icon before its title, an optional corner, and its test id.
import type { ReactNode } from 'react';
import { Card } from 'antd';

interface DashboardCardProps {
  icon?: ReactNode;
  title?: string;
  extra?: ReactNode;
  testId: string;
  children: ReactNode;
}

export function DashboardCard({ icon, title, extra, testId, children }: DashboardCardProps) {
  return (
    <Card
      className="md-card"
      title={
        title && (
          <span>
            {icon} {title}
          </span>
        )
      }
      extra={extra}
      data-testid={testId}
    >
      {children}
    </Card>
  );
}
