// A chapter rank cell (spec 002 §6 "Chapter cell colours"): solved over total and the run time, grey when none of the
// chapter's problems is solved, orange when some are, green when all are.
import '@/locales/need/more';
import type { ChapterProgress } from '@verdict/shared';
import { useTranslation } from 'react-i18next';

const KINDS = { [-1]: 'none', 0: 'some', 1: 'all' } as const;

export function ChapterRankCell({ progress, problemCount }: { progress: ChapterProgress | undefined; problemCount: number }) {
  const { t } = useTranslation();
  const kind = KINDS[progress?.status ?? -1];
  return (
    <span className={`training-rank-cell chapter-rank-cell chapter-rank-cell-${kind}`} data-testid="chapter-rank-cell" data-kind={kind}>
      <span data-testid="chapter-rank-solved">
        {progress?.acCount ?? 0}/{progress?.problemCount ?? problemCount}
      </span>
      {kind !== 'none' && <span className="chapter-rank-time">{t('trainingRank:runTime', { ms: progress?.runTime ?? 0 })}</span>}
    </span>
  );
}
