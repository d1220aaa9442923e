// The judge servers (super admin): figures, languages, heartbeat, alive or dead, the switch, and removal of dead ones;
// the queue depth in the card's corner.
import '@/locales/need/more';
import type { HTMLAttributes } from 'react';
import { Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ClusterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { JudgeServerInfo } from '@verdict/shared';
import { DeleteIconButton } from '@/components/delete-icon-button';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/format';
import { useJudgeServiceInfo } from '../api/get-service-info';
import { useRemoveJudgeServer } from '../api/judge-server-actions';
import { formatLoad } from '../model/figures';
import { DashboardCard } from './dashboard-card';
import { JudgeServerSwitch } from './judge-server-switch';

function Languages({ languages }: { languages: string[] }) {
  const { t } = useTranslation();
  if (languages.length === 0) return <Typography.Text type="secondary">{t('manageDashboard:judge.noLanguages')}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {languages.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
    </Space>
  );
}

function RemoveButton({ server }: { server: JudgeServerInfo }) {
  const { t } = useTranslation();
  const remove = useRemoveJudgeServer();
  return (
    <DeleteIconButton
      label={t('manageDashboard:judge.remove')}
      confirm={{
        title: t('manageDashboard:judge.removeTitle', { name: server.name }),
        content: t('manageDashboard:judge.removeContent'),
        onConfirm: () => remove.mutateAsync(server.id),
      }}
      testId={`judge-server-remove-${server.id}`}
    />
  );
}

export function JudgeServersCard() {
  const { t } = useTranslation();
  const query = useJudgeServiceInfo();
  const columns: ColumnsType<JudgeServerInfo> = [
    {
      title: t('manageDashboard:judge.name'),
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: t('manageDashboard:judge.status'),
      key: 'status',
      render: (_, server) => (
        <Tag color={server.online ? 'green' : 'red'} data-testid={`judge-server-status-${server.id}`}>
          {t(server.online ? 'manageDashboard:judge.alive' : 'manageDashboard:judge.dead')}
        </Tag>
      ),
    },
    { title: t('manageDashboard:judge.cores'), dataIndex: 'cores' },
    { title: t('manageDashboard:judge.load'), dataIndex: 'loadAverage', render: (load: number | null) => formatLoad(load) },
    {
      title: t('manageDashboard:judge.tasks'),
      key: 'tasks',
      render: (_, server) => `${server.running} / ${server.concurrency}`,
    },
    {
      title: t('manageDashboard:judge.languages'),
      dataIndex: 'languages',
      width: 280,
      render: (languages: string[]) => <Languages languages={languages} />,
    },
    { title: t('manageDashboard:judge.version'), dataIndex: 'version' },
    { title: t('manageDashboard:judge.heartbeat'), dataIndex: 'lastHeartbeat', render: (at: string) => formatDateTime(at) },
    { title: t('manageDashboard:judge.enabled'), key: 'enabled', render: (_, server) => <JudgeServerSwitch server={server} /> },
    {
      title: t('manageDashboard:judge.actions'),
      key: 'actions',
      render: (_, server) => !server.online && <RemoveButton server={server} />,
    },
  ];
  return (
    <DashboardCard
      icon={<ClusterOutlined />}
      title={t('manageDashboard:judge.title')}
      testId="dashboard-judge-servers"
      extra={
        query.data && (
          <Tag color={query.data.queueDepth > 0 ? 'orange' : 'default'} data-testid="judge-queue-depth">
            {t('manageDashboard:judge.queue', { count: query.data.queueDepth })}
          </Tag>
        )
      }
    >
      <QueryState query={query} isEmpty={(info) => info.servers.length === 0} emptyText={t('manageDashboard:judge.empty')}>
        {(info) => (
          <Table
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={info.servers}
            pagination={false}
            scroll={{ x: 'max-content' }}
            onRow={(server) => ({ 'data-testid': `judge-server-${server.id}` }) as HTMLAttributes<HTMLElement>}
          />
        )}
      </QueryState>
    </DashboardCard>
  );
}
