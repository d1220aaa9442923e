// The board table both rules share: rank and user, the rule's own total columns, then one cell per problem under its
// balloon header; the rows keyed so a pinned copy and the row in its place stay apart.
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BoardRow } from '@verdict/shared';
import { useMobile } from '@/hooks/use-media-query';
import { boardRowClass, boardRowKey, leadingColumns, type BoardColumnOptions } from './board-columns';
import { ProblemHeader, type BoardProblem } from './problem-header';

export interface BoardTableProps<R> extends Omit<BoardColumnOptions, 't' | 'mobile'> {
  rows: R[];
  problems: BoardProblem[];
  problemLink?: (displayId: string) => string;
  loading: boolean;
  pagination: Parameters<typeof Table>[0]['pagination'];
}

interface RuleColumns<R> {
  type: 'acm' | 'oi';
  totals: (t: TFunction) => ColumnsType<R>;
  cell: (row: R, displayId: string) => ReactNode;
}

export function BoardTable<R extends BoardRow>({
  rows,
  problems,
  problemLink,
  loading,
  pagination,
  type,
  totals,
  cell,
  ...options
}: BoardTableProps<R> & RuleColumns<R>) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const columns: ColumnsType<R> = [
    ...leadingColumns<R>({ t, mobile, ...options }),
    ...totals(t),
    ...problems.map((problem) => ({
      key: `p-${problem.displayId}`,
      title: <ProblemHeader problem={problem} link={problemLink?.(problem.displayId)} />,
      width: 88,
      align: 'center' as const,
      className: 'board-cell-column',
      onCell: () => ({ 'data-problem': problem.displayId }) as HTMLAttributes<HTMLElement>,
      render: (_: unknown, row: R) => cell(row, problem.displayId),
    })),
  ];
  return (
    <Table<R>
      className="board-table"
      rowKey={boardRowKey}
      rowClassName={boardRowClass}
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      onRow={(row) => ({ 'data-testid': 'board-row', 'data-uid': row.uid, 'data-pinned': row.isConcerned }) as HTMLAttributes<HTMLElement>}
      data-testid="board-table"
      data-type={type}
    />
  );
}
