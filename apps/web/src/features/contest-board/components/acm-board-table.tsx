// The ACM board (spec 001 §3): rank, user, solved, penalty (h:mm:ss), then one cell per problem.
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { AcmBoardRow } from '@verdict/shared';
import { useMobile } from '@/hooks/use-media-query';
import { formatSeconds } from '../lib/cells';
import { AcmCell } from './acm-cell';
import { boardRowClass, boardRowKey, leadingColumns, type BoardColumnOptions } from './board-columns';
import { ProblemHeader, type BoardProblem } from './problem-header';

export interface BoardTableProps<R> extends Omit<BoardColumnOptions, 't' | 'mobile'> {
  rows: R[];
  problems: BoardProblem[];
  problemLink?: (displayId: string) => string;
  loading: boolean;
  pagination: Parameters<typeof Table>[0]['pagination'];
}

export function AcmBoardTable({ rows, problems, problemLink, loading, pagination, ...options }: BoardTableProps<AcmBoardRow>) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const columns: ColumnsType<AcmBoardRow> = [
    ...leadingColumns<AcmBoardRow>({ t, mobile, ...options }),
    {
      key: 'ac',
      title: t('contestBoard:columns.ac'),
      width: 64,
      align: 'center',
      render: (_, row) => <span data-testid="board-ac">{row.ac}</span>,
    },
    {
      key: 'totalTime',
      title: t('contestBoard:columns.totalTime'),
      width: 96,
      align: 'center',
      render: (_, row) => <span data-testid="board-total-time">{formatSeconds(row.totalTime)}</span>,
    },
    ...problems.map((problem) => ({
      key: `p-${problem.displayId}`,
      title: <ProblemHeader problem={problem} link={problemLink?.(problem.displayId)} />,
      width: 88,
      align: 'center' as const,
      className: 'board-cell-column',
      onCell: () => ({ 'data-problem': problem.displayId }) as HTMLAttributes<HTMLElement>,
      render: (_: unknown, row: AcmBoardRow) => <AcmCell cell={row.submissionInfo[problem.displayId]} />,
    })),
  ];
  return (
    <Table<AcmBoardRow>
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
      data-type="acm"
    />
  );
}
