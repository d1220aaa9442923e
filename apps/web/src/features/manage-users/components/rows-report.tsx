// What an import or a generation did: a summary, what to do next (the download), and the rows it could not write
// (row or number, username, the server's reason).
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserRowFailure } from '@verdict/shared';

interface RowsReportProps {
  summary: string;
  description?: ReactNode;
  failures: UserRowFailure[];
  /** The first column's title: the file's row or the generated number. */
  rowTitle: string;
  children?: ReactNode;
  testId: string;
}

export function RowsReport({ summary, description, failures, rowTitle, children, testId }: RowsReportProps) {
  const { t } = useTranslation();
  return (
    <div className="mu-result" data-testid={testId}>
      <Alert type={failures.length ? 'warning' : 'success'} showIcon title={summary} description={description} />
      {children}
      {failures.length > 0 && (
        <Table<UserRowFailure>
          size="small"
          rowKey="row"
          dataSource={failures}
          pagination={failures.length > 10 ? { pageSize: 10, size: 'small' } : false}
          scroll={{ x: 480 }}
          columns={[
            { title: rowTitle, dataIndex: 'row', width: 70 },
            { title: t('manageUser:username'), dataIndex: 'username', width: 160, render: (name: string) => name || '-' },
            { title: t('manageUser:reason'), dataIndex: 'reason' },
          ]}
          data-testid="failure-table"
        />
      )}
    </div>
  );
}
