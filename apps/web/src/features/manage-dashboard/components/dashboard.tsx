// The back-office dashboard (/manage, /manage/dashboard): counts, upcoming contests and the previous login for every
// admin role; this server's figures and the judge servers for the super admin. Everything refreshes every 10 s.
import { Col, Row } from 'antd';
import { isSuperAdminUser, useSession } from '@/lib/session';
import { CountCards } from './count-cards';
import { JudgeServersCard } from './judge-servers-card';
import { PreviousLoginCard } from './previous-login-card';
import { ServiceCard } from './service-card';
import { UpcomingContestsCard } from './upcoming-contests-card';

export function Dashboard() {
  const { user } = useSession();
  return (
    <div className="md-page" data-testid="manage-dashboard">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <div className="md-stack">
            <CountCards />
            <UpcomingContestsCard />
          </div>
        </Col>
        <Col xs={24} lg={10}>
          <PreviousLoginCard />
        </Col>
        {isSuperAdminUser(user) && (
          <>
            <Col xs={24}>
              <ServiceCard />
            </Col>
            <Col xs={24}>
              <JudgeServersCard />
            </Col>
          </>
        )}
      </Row>
    </div>
  );
}
