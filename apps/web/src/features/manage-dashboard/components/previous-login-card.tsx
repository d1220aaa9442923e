// The caller's previous login: when, from where and with which browser (the full user agent on hover).
import '@/locales/need/more';
import { Descriptions, Tooltip, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from './dashboard-card';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { usePreviousLogin } from '../api/get-dashboard-info';
import { describeUserAgent } from '../model/user-agent';

export function PreviousLoginCard() {
  const { t } = useTranslation();
  const query = usePreviousLogin();
  return (
    <DashboardCard icon={<HistoryOutlined />} title={t('manageDashboard:previousLogin.title')} testId="dashboard-previous-login">
      <QueryState query={query} rows={2} isEmpty={(login) => login === null} emptyText={t('manageDashboard:previousLogin.first')}>
        {(login) =>
          login && (
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('manageDashboard:previousLogin.time')}>
                <span data-testid="previous-login-time">{formatDateTime(login.time)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('manageDashboard:previousLogin.ip')}>
                <span data-testid="previous-login-ip">{login.ip || '--'}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('manageDashboard:previousLogin.browser')}>
                <Tooltip title={login.userAgent}>
                  <Typography.Text className="md-wrap" data-testid="previous-login-browser">
                    {describeUserAgent(login.userAgent)}
                  </Typography.Text>
                </Tooltip>
              </Descriptions.Item>
            </Descriptions>
          )
        }
      </QueryState>
    </DashboardCard>
  );
}
