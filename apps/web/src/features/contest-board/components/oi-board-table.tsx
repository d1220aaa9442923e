// The OI board (spec 001 §3): rank, user, total score over total time, then each problem's score (full, partial,
// zero) over its run time.
import { Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { OiBoardRow } from '@verdict/shared';
import { useMobile } from '@/hooks/use-media-query';
import { formatTime } from '@/lib/units';
import { oiCellKind } from '../lib/cells';
import { boardRowClass, boardRowKey, leadingColumns } from './board-columns';
import { ProblemHeader } from './problem-header';
import type { BoardTableProps } from './acm-board-table';

function OiCell({ score, time }: { score: number | undefined; time: number | undefined }) {
  const { t } = useTranslation();
  if (score === undefined || score === null)
    return <span className="board-cell board-cell-none" data-testid="board-cell" data-kind="none" />;
  const kind = oiCellKind(score, time !== undefined && time !== null);
  return (
    <Tooltip title={t(`contestBoard:cell.${kind}`)}>
      <span className={`board-cell board-cell-oi-${kind}`} data-testid="board-cell" data-kind={kind}>
        <span className="board-cell-time">{score}</span>
        {time !== undefined && time !== null && <span className="board-cell-tries">{formatTime(time)}</span>}
      </span>
    </Tooltip>
  );
}

export function OiBoardTable({ rows, problems, problemLink, loading, pagination, ...options }: BoardTableProps<OiBoardRow>) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const columns: ColumnsType<OiBoardRow> = [
    ...leadingColumns<OiBoardRow>({ t, mobile, ...options }),
    {
      key: 'totalScore',
      title: t('contestBoard:columns.totalScore'),
      width: 96,
      align: 'center',
      render: (_, row) => (
        <span className="board-oi-total">
          <strong data-testid="board-total-score">{row.totalScore}</strong>
          <span className="board-cell-tries">{formatTime(row.totalTime)}</span>
        </span>
      ),
    },
    ...problems.map((problem) => ({
      key: `p-${problem.displayId}`,
      title: <ProblemHeader problem={problem} link={problemLink?.(problem.displayId)} />,
      width: 88,
      align: 'center' as const,
      className: 'board-cell-column',
      onCell: () => ({ 'data-problem': problem.displayId }) as HTMLAttributes<HTMLElement>,
      render: (_: unknown, row: OiBoardRow) => (
        <OiCell score={row.submissionInfo[problem.displayId]} time={row.timeInfo?.[problem.displayId]} />
      ),
    })),
  ];
  return (
    <Table<OiBoardRow>
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
      data-type="oi"
    />
  );
}
