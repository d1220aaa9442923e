// The columns every board shares: rank (award colours) and user (avatar, school, star mark, concerned pin).
import '@/locales/need/more';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { BoardRow } from '@verdict/shared';
import { BoardRankCell } from './board-rank-cell';
import { BoardUserCell } from './board-user-cell';

export interface BoardColumnOptions {
  t: TFunction;
  mobile: boolean;
  concernedUids: ReadonlySet<string>;
  onToggleConcerned: (row: BoardRow) => void;
}

export function leadingColumns<R extends BoardRow>({ t, mobile, concernedUids, onToggleConcerned }: BoardColumnOptions): ColumnType<R>[] {
  return [
    {
      key: 'rank',
      title: t('contestBoard:columns.rank'),
      width: mobile ? 56 : 72,
      align: 'center',
      fixed: mobile ? undefined : 'left',
      render: (_, row) => <BoardRankCell row={row} />,
    },
    {
      key: 'user',
      title: t('contestBoard:columns.user'),
      width: mobile ? 150 : 220,
      fixed: mobile ? undefined : 'left',
      render: (_, row) => <BoardUserCell row={row} concerned={concernedUids.has(row.uid)} onToggleConcerned={onToggleConcerned} />,
    },
  ];
}

/** Row keys: a pinned copy and the row in its place are the same user. */
export const boardRowKey = (row: BoardRow): string => `${row.isConcerned ? 'pinned' : 'row'}-${row.uid}`;

export const boardRowClass = (row: BoardRow): string =>
  ['board-row', row.isConcerned ? 'board-row-pinned' : '', row.rank === -1 ? 'board-row-star' : ''].filter(Boolean).join(' ');
