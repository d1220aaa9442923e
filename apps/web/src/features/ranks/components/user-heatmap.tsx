// The user home's heatmap card: practice submissions per day over the last year; the canvas loads lazily once the
// page has painted.
import '@/locales/need/more';
import { lazy, Suspense } from 'react';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useMobile } from '@/hooks/use-media-query';
import { AfterPaint } from '@/components/after-paint';
import { withChunkTimeout } from '@/lib/lazy-page';
import { useUserHeatmap, type UserHomeWho } from '../api/get-user-home';

const HeatmapCanvas = lazy(() => withChunkTimeout(() => import('./heatmap-canvas')));

export function UserHeatmap({ who }: { who: UserHomeWho }) {
  const { t } = useTranslation();
  const mobile = useMobile();
  const query = useUserHeatmap(who);
  return (
    <Card size="small" title={t('ranks:heatmap')} data-testid="user-heatmap">
      <QueryState query={query} rows={3}>
        {(heatmap) => (
          <>
            <div className="heatmap-scroll">
              <div className="heatmap-content">
                <AfterPaint fallback={<Skeleton.Node active className="chart-skeleton" />}>
                  <Suspense fallback={<Skeleton.Node active className="chart-skeleton" />}>
                    <HeatmapCanvas heatmap={heatmap} compact={mobile} />
                  </Suspense>
                </AfterPaint>
              </div>
            </div>
            <div className="heatmap-summary" data-testid="heatmap-summary">
              {t('ranks:heatmapSummary', {
                count: heatmap.dataList.reduce((sum, d) => sum + d.count, 0),
                days: heatmap.dataList.length,
              })}
            </div>
          </>
        )}
      </QueryState>
    </Card>
  );
}
