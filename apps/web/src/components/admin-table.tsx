// A back-office table of records with ids: small rows, the server's pages, and a fixed width that scrolls sideways
// on narrow screens.
import { Table, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/** What a back-office table component takes from its list. */
export interface AdminTableRows<T> {
  rows: T[];
  loading: boolean;
  pagination: TablePaginationConfig;
}

interface AdminTableProps<T> extends AdminTableRows<T> {
  columns: ColumnsType<T>;
  /** The table's width before it scrolls sideways, px. */
  scrollX: number;
  rowClassName?: (row: T) => string;
  testId: string;
}

export function AdminTable<T extends { id: number }>({
  rows,
  loading,
  pagination,
  columns,
  scrollX,
  rowClassName,
  testId,
}: AdminTableProps<T>) {
  return (
    <Table<T>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: scrollX }}
      rowClassName={rowClassName}
      data-testid={testId}
    />
  );
}
