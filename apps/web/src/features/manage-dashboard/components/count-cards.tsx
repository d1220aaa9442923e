// The dashboard's counts: users and today's submissions (since local midnight).
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Col, Row, Statistic } from 'antd';
import { FileTextOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useDashboardInfo } from '../api/get-dashboard-info';
import { DashboardCard } from './dashboard-card';

function Count({ title, value, icon, testId }: { title: string; value: number; icon: ReactNode; testId: string }) {
  return (
    <Col xs={12}>
      <Statistic title={title} value={value} prefix={icon} valueRender={(node) => <span data-testid={testId}>{node}</span>} />
    </Col>
  );
}

export function CountCards() {
  const { t } = useTranslation();
  const query = useDashboardInfo();
  return (
    <DashboardCard testId="dashboard-counts">
      <QueryState query={query} rows={2}>
        {(info) => (
          <Row gutter={[16, 16]}>
            <Count title={t('manageDashboard:users')} value={info.userNum} icon={<TeamOutlined />} testId="dashboard-user-count" />
            <Count
              title={t('manageDashboard:todaySubmissions')}
              value={info.todayJudgeNum}
              icon={<FileTextOutlined />}
              testId="dashboard-today-count"
            />
          </Row>
        )}
      </QueryState>
    </DashboardCard>
  );
}
