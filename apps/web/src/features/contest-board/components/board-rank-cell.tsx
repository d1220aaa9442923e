// A board row's rank: the number (ties share it), "*" for star users, in the colours of the award it won.
import '@/locales/need/more';
import { Tooltip } from 'antd';
import { PushpinFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BoardRow } from '@verdict/shared';

export function BoardRankCell({ row }: { row: BoardRow }) {
  const { t } = useTranslation();
  const text = row.rank === -1 ? '*' : String(row.rank);
  const award = row.isWinAward && row.awardBackground;
  const badge = (
    <span
      className={award ? 'board-rank board-rank-award' : 'board-rank'}
      style={award ? { background: row.awardBackground ?? undefined, color: row.awardColor ?? undefined } : undefined}
      data-testid="board-rank"
      data-award={row.isWinAward ? (row.awardName ?? '') : undefined}
    >
      {text}
    </span>
  );
  return (
    <span className="board-rank-cell">
      {row.isConcerned && (
        <Tooltip title={t('contestBoard:concernedCopy')}>
          <PushpinFilled className="board-pinned-mark" data-testid="board-pinned" />
        </Tooltip>
      )}
      {award ? <Tooltip title={row.awardName}>{badge}</Tooltip> : badge}
    </span>
  );
}
