// The ACM board (spec 001 §3): rank, user, solved, penalty (h:mm:ss), then one cell per problem.
import '@/locales/need/more';
import type { AcmBoardRow } from '@verdict/shared';
import { formatSeconds } from '../lib/cells';
import { AcmCell } from './acm-cell';
import { BoardTable, type BoardTableProps } from './board-table';

export function AcmBoardTable(props: BoardTableProps<AcmBoardRow>) {
  return (
    <BoardTable<AcmBoardRow>
      {...props}
      type="acm"
      totals={(t) => [
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
      ]}
      cell={(row, displayId) => <AcmCell cell={row.submissionInfo[displayId]} />}
    />
  );
}
