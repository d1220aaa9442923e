// The OI board (spec 001 §3): rank, user, total score over total time, then each problem's score (full, partial,
// zero) over its run time.
import '@/locales/need/more';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OiBoardRow } from '@verdict/shared';
import { formatTime } from '@/lib/units';
import { oiCellKind } from '../lib/cells';
import { BoardTable, type BoardTableProps } from './board-table';

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

export function OiBoardTable(props: BoardTableProps<OiBoardRow>) {
  return (
    <BoardTable<OiBoardRow>
      {...props}
      type="oi"
      totals={(t) => [
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
      ]}
      cell={(row, displayId) => <OiCell score={row.submissionInfo[displayId]} time={row.timeInfo?.[displayId]} />}
    />
  );
}
