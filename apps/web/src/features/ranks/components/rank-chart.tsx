// The top 10 of the whole list above the table (whatever page or search is shown); the canvas loads lazily once the
// page has painted.
import '@/locales/need/more';
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RankType } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { AfterPaint } from '@/components/after-paint';
import { withChunkTimeout } from '@/lib/lazy-page';
import { useRankList } from '../api/get-rank-list';
import { CHART_TOP } from '../lib/rank-search';

const RankChartCanvas = lazy(() => withChunkTimeout(() => import('./rank-chart-canvas')));

export function RankChart({ type }: { type: RankType }) {
  const { t } = useTranslation();
  const query = useRankList({ type, currentPage: 1, limit: CHART_TOP });
  return (
    <div className="rank-chart" data-testid="rank-chart">
      <QueryState query={query} isEmpty={(page) => page.records.length === 0} emptyText={t('ranks:empty')}>
        {(page) => (
          <AfterPaint fallback={<Skeleton.Node active className="chart-skeleton" />}>
            <Suspense fallback={<Skeleton.Node active className="chart-skeleton" />}>
              <RankChartCanvas rows={page.records} type={type} />
            </Suspense>
          </AfterPaint>
        )}
      </QueryState>
    </div>
  );
}
