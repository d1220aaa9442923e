// Home page: carousel, announcements and weekly chart on the left; recent contests, 7-day rank and problems on the right.
import { Col, Row } from 'antd';
import { HomeCarousel } from '@/features/site/components/home-carousel';
import { AnnouncementsCard } from '@/features/site/components/announcements-card';
import { WeeklySubmissionChart } from '@/features/site/components/weekly-submission-chart';
import { RecentContestsCard } from '@/features/site/components/recent-contests-card';
import { SevenDayRankCard } from '@/features/site/components/seven-day-rank-card';
import { RecentProblemsCard } from '@/features/site/components/recent-problems-card';

export default function HomePage() {
  return (
    <div className="page home-page" data-testid="home-page">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16} className="home-column">
          <HomeCarousel />
          <AnnouncementsCard />
          <WeeklySubmissionChart />
        </Col>
        <Col xs={24} lg={8} className="home-column">
          <RecentContestsCard />
          <SevenDayRankCard />
          <RecentProblemsCard />
        </Col>
      </Row>
    </div>
  );
}
