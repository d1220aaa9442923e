// One part of the import report: a heading with its count and the items, or a line saying there are none.
import type { ReactNode } from 'react';
import { Typography } from 'antd';

interface ReportSectionProps {
  title: string;
  emptyText: string;
  items: { key: string; content: ReactNode }[];
  testId: string;
}

export function ReportSection({ title, emptyText, items, testId }: ReportSectionProps) {
  return (
    <section className="pb-report-section" data-testid={testId} data-count={items.length}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {items.length === 0 ? (
        <Typography.Text type="secondary">{emptyText}</Typography.Text>
      ) : (
        <ul className="pb-report-list">
          {items.map((item) => (
            <li key={item.key}>{item.content}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
