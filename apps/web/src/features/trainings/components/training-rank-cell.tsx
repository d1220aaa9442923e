// A training rank cell: green with the best run time when accepted, blue while judged, red when only tried, empty
// when the user never submitted; the status name on hover.
import '@/locales/need/more';
import { Tooltip } from 'antd';
import { JudgeStatus, type TrainingRankCell as Cell } from '@verdict/shared';
import { useTranslation } from 'react-i18next';
import { useStatusName } from '@/components/judge/judge-status-tag';
import { isInProgress } from '@/lib/judge-status';

type Kind = 'ac' | 'pending' | 'tried' | 'none';

const kindOf = (cell: Cell | undefined): Kind =>
  !cell ? 'none' : cell.status === JudgeStatus.Accepted ? 'ac' : isInProgress(cell.status) ? 'pending' : 'tried';

export function TrainingRankCell({ cell }: { cell: Cell | undefined }) {
  const { t } = useTranslation();
  const statusName = useStatusName();
  const kind = kindOf(cell);
  const body = (
    <span
      className={`training-rank-cell training-rank-cell-${kind}`}
      aria-label={cell ? statusName(cell.status) : undefined}
      data-testid="training-rank-cell"
      data-kind={kind}
    >
      {kind === 'ac' && t('trainingRank:runTime', { ms: cell!.runTime ?? 0 })}
    </span>
  );
  return cell ? <Tooltip title={statusName(cell.status)}>{body}</Tooltip> : body;
}
