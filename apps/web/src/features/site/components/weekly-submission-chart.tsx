// Weekly submission chart: AC and total submissions of the last 7 days; the ECharts canvas loads lazily once the
// page has painted.
import { lazy, Suspense } from 'react';
import { Card, Skeleton, Space } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { AfterPaint } from '@/components/after-paint';
import { withChunkTimeout } from '@/lib/lazy-page';
import { useLastWeekSubmissionStatistics } from '../api/get-last-week-submission-statistics';

const WeeklyChartCanvas = lazy(() => withChunkTimeout(() => import('./weekly-chart-canvas')));

export function WeeklySubmissionChart() {
  const { t } = useTranslation();
  const query = useLastWeekSubmissionStatistics();
  return (
    <Card
      title={
        <Space>
          <BarChartOutlined />
          {t('home:weeklySubmissions')}
        </Space>
      }
      data-testid="weekly-chart"
    >
      <QueryState query={query} isEmpty={(stats) => stats.dateStrList.length === 0} emptyText={t('home:noSubmissions')}>
        {(stats) => (
          <AfterPaint fallback={<Skeleton.Node active className="chart-skeleton" />}>
            <Suspense fallback={<Skeleton.Node active className="chart-skeleton" />}>
              <WeeklyChartCanvas stats={stats} />
            </Suspense>
          </AfterPaint>
        )}
      </QueryState>
    </Card>
  );
}
