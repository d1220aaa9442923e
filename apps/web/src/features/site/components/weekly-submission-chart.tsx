// Weekly submission chart: AC and total submissions of the last 7 days; the ECharts canvas loads lazily.
import { lazy, Suspense } from 'react';
import { Card, Skeleton, Space } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
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
          <Suspense fallback={<Skeleton.Node active className="chart-skeleton" />}>
            <WeeklyChartCanvas stats={stats} />
          </Suspense>
        )}
      </QueryState>
    </Card>
  );
}
