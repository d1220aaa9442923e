// The problems to export or verify: the back-office problem list, paged, with a selection kept across pages.
import '@/locales/need/more';
import type { HTMLAttributes } from 'react';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AdminProblemListItem } from '@verdict/shared';
import { problemListPagination, type ProblemListPaging } from '@/lib/list-paging';

interface ExportProblemTableProps extends ProblemListPaging {
  selected: number[];
  onSelect: (pids: number[]) => void;
}

export function ExportProblemTable({ selected, onSelect, ...paging }: ExportProblemTableProps) {
  const { page, loading } = paging;
  const { t } = useTranslation();
  const columns: ColumnsType<AdminProblemListItem> = [
    { title: t('manageProblems:list.id'), dataIndex: 'id', width: 70 },
    {
      title: t('manageProblems:list.displayId'),
      dataIndex: 'problemId',
      width: 120,
      render: (problemId: string) => <Typography.Text code>{problemId}</Typography.Text>,
    },
    { title: t('manageProblems:list.title'), dataIndex: 'title', ellipsis: true },
  ];

  return (
    <Table<AdminProblemListItem>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={page.records}
      loading={loading}
      scroll={{ x: 420 }}
      rowSelection={{
        selectedRowKeys: selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys.map(Number)),
      }}
      onRow={(row) => ({ 'data-testid': `export-row-${row.problemId}` }) as HTMLAttributes<HTMLElement>}
      pagination={problemListPagination(t, paging)}
      data-testid="export-table"
    />
  );
}
