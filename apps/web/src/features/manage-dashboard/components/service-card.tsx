// This API server's figures (super admin): cores, load, memory, versions, database and uptime.
import '@/locales/need/more';
import { Descriptions } from 'antd';
import { CloudServerOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from './dashboard-card';
import { QueryState } from '@/components/query-state';
import { useServiceInfo } from '../api/get-service-info';
import { formatBytes, formatLoad, splitUptime } from '../model/figures';

export function ServiceCard() {
  const { t } = useTranslation();
  const query = useServiceInfo();
  return (
    <DashboardCard icon={<CloudServerOutlined />} title={t('manageDashboard:service.title')} testId="dashboard-service">
      <QueryState query={query} rows={5}>
        {(info) => (
          <Descriptions size="small" column={{ xs: 1, sm: 2, xl: 3 }}>
            <Descriptions.Item label={t('manageDashboard:service.cores')}>
              <span data-testid="service-cores">{info.cpuCores}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('manageDashboard:service.load')}>{info.loadAverage.map(formatLoad).join(' / ')}</Descriptions.Item>
            <Descriptions.Item label={t('manageDashboard:service.memory')}>
              {formatBytes(info.memoryUsed)} / {formatBytes(info.memoryTotal)}
            </Descriptions.Item>
            <Descriptions.Item label={t('manageDashboard:service.process')}>{formatBytes(info.processRss)}</Descriptions.Item>
            <Descriptions.Item label={t('manageDashboard:service.versions')}>
              <span className="md-wrap">
                Verdict {info.serverVersion} · Node.js {info.nodeVersion}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('manageDashboard:service.database')}>
              <span className="md-wrap" data-testid="service-database">
                {info.database.kind === 'PGlite' ? `PGlite (${info.database.version})` : info.database.version}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('manageDashboard:service.platform')}>
              <span className="md-wrap">{info.platform}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('manageDashboard:service.uptime')}>
              {t('manageDashboard:service.uptimeValue', splitUptime(info.uptimeSeconds))}
            </Descriptions.Item>
          </Descriptions>
        )}
      </QueryState>
    </DashboardCard>
  );
}
