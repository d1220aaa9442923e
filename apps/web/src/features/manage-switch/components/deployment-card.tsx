// The read-only "Deployment" card of /manage/conf (super admin): the database, the data folder, whether the judge
// secret is set and how long sessions last. The server never sends a password or a secret.
import '@/locales/need/more';
import { Alert, Card, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeploymentInfo } from '@verdict/shared';
import { QueryState } from '@/components/query-state';
import { useDeploymentInfo } from '../api/deployment-info';
import '../manage-switch.css';

function useDeploymentItems(info: DeploymentInfo): DescriptionsProps['items'] {
  const { t } = useTranslation();
  const { database } = info;
  const orDefault = (value: string | number | null) => (value === null ? t('manageSwitch:deployment.defaultValue') : String(value));
  const databaseItems =
    database.kind === 'pglite'
      ? [
          {
            key: 'directory',
            label: t('manageSwitch:deployment.directory'),
            children: database.directory ?? t('manageSwitch:deployment.inMemory'),
          },
        ]
      : (['host', 'port', 'name', 'user'] as const).map((key) => ({
          key,
          label: t(`manageSwitch:deployment.${key}`),
          children: orDefault(database[key]),
        }));
  return [
    { key: 'database', label: t('manageSwitch:deployment.database'), children: t(`manageSwitch:deployment.${database.kind}`) },
    ...databaseItems,
    { key: 'dataDir', label: t('manageSwitch:deployment.dataDir'), children: info.dataDir },
    {
      key: 'judgeSecret',
      label: t('manageSwitch:deployment.judgeSecret'),
      children: t(info.judgeSecretSet ? 'manageSwitch:deployment.judgeSecretSet' : 'manageSwitch:deployment.judgeSecretGenerated'),
    },
    {
      key: 'session',
      label: t('manageSwitch:deployment.session'),
      children: t('manageSwitch:deployment.sessionValue', { ttl: info.tokenTtlHours, refresh: info.tokenRefreshHours }),
    },
  ];
}

function DeploymentFacts({ info }: { info: DeploymentInfo }) {
  return <Descriptions bordered size="small" column={1} items={useDeploymentItems(info)} data-testid="deployment-facts" />;
}

export function DeploymentCard() {
  const { t } = useTranslation();
  const query = useDeploymentInfo();
  return (
    <Card title={t('manageSwitch:deployment.title')} className="sw-settings-card" data-testid="deployment-card">
      <Alert type="info" showIcon title={t('manageSwitch:deployment.readOnly')} className="sw-intro" />
      <QueryState query={query} rows={5}>
        {(info) => <DeploymentFacts info={info} />}
      </QueryState>
    </Card>
  );
}
