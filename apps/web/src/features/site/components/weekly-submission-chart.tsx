// Weekly submission chart: AC and total submissions of the last 7 days, in a card of the home page.
import { Card, Space } from 'antd';
import { BarChartOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useLastWeekSubmissionStatistics } from '../api/get-last-week-submission-statistics';
import { WeeklyChart } from './weekly-chart';

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
        {(stats) => <WeeklyChart stats={stats} />}
      </QueryState>
    </Card>
  );
}
