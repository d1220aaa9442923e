// A back-office table of records with ids (or another key): small rows, the server's pages, optional row
// checkboxes, and a fixed width that scrolls sideways on narrow screens.
import { Table, type TablePaginationConfig, type TableProps } from 'antd';
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
  /** The field naming a row; `id` unless said. */
  rowKey?: keyof T & string;
  /** Checkboxes for acting on several rows at once. */
  rowSelection?: TableProps<T>['rowSelection'];
  testId: string;
}

export function AdminTable<T extends object>({
  rows,
  loading,
  pagination,
  columns,
  scrollX,
  rowClassName,
  rowKey = 'id' as keyof T & string,
  rowSelection,
  testId,
}: AdminTableProps<T>) {
  return (
    <Table<T>
      rowKey={rowKey}
      rowSelection={rowSelection}
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
