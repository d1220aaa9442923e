// An ACM board cell (spec 001 §4 classes): the AC time over the wrong tries, or the wrong and frozen tries.
import '@/locales/need/more';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AcmCell as AcmCellData } from '@verdict/shared';
import { acmCellKind, acmTriesText, formatSeconds, type AcmCellKind } from '../lib/cells';

const HINT: Record<AcmCellKind, string | null> = {
  'after-ac': 'contestBoard:cell.afterAc',
  'first-ac': 'contestBoard:cell.firstAc',
  ac: 'contestBoard:cell.ac',
  pending: 'contestBoard:cell.pending',
  wrong: 'contestBoard:cell.wrong',
  none: null,
};

export function AcmCell({ cell }: { cell: AcmCellData | undefined }) {
  const { t } = useTranslation();
  const kind = acmCellKind(cell);
  if (!cell || kind === 'none') return <span className="board-cell board-cell-none" data-testid="board-cell" data-kind="none" />;
  const hint = HINT[kind];
  const tries = acmTriesText(cell);
  return (
    <Tooltip title={hint ? t(hint, { count: kind === 'pending' ? cell.tryNum : cell.errorNum }) : undefined}>
      <span className={`board-cell board-cell-${kind}`} data-testid="board-cell" data-kind={kind}>
        {cell.isAC && cell.ACTime !== null && <span className="board-cell-time">{formatSeconds(cell.ACTime)}</span>}
        {tries && <span className="board-cell-tries">{tries}</span>}
      </span>
    </Tooltip>
  );
}
