// The visible site contests starting within 14 days (and running ones), soonest first, each a link to its page.
import '@/locales/need/more';
import { TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { RecentContestList } from '@/components/recent-contest-list';
import { useDashboardInfo } from '../api/get-dashboard-info';
import { DashboardCard } from './dashboard-card';

export function UpcomingContestsCard() {
  const { t } = useTranslation();
  const query = useDashboardInfo();
  return (
    <DashboardCard icon={<TrophyOutlined />} title={t('manageDashboard:upcoming.title')} testId="dashboard-upcoming">
      <QueryState query={query} isEmpty={(info) => info.recentContest.length === 0} emptyText={t('manageDashboard:upcoming.empty')}>
        {(info) => <RecentContestList contests={info.recentContest} testIdPrefix="dashboard-contest-" />}
      </QueryState>
    </DashboardCard>
  );
}
