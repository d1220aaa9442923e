// A group admin screen opens for the group's admins only: loading while the rights are asked, 403 otherwise
// (the server checks again).
import '@/locales/need/more';
import type { ReactNode } from 'react';
import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGroupRights } from '@/hooks/use-group-rights';

export function GroupAdminGate({ gid, children }: { gid: number; children: ReactNode }) {
  const { t } = useTranslation();
  const rights = useGroupRights(gid);
  if (rights.pending) return <Skeleton active paragraph={{ rows: 6 }} data-testid="query-loading" />;
  if (!rights.admin) return <Result status="403" title={t('manageGroup:adminOnly')} data-testid="group-admin-only" />;
  return <>{children}</>;
}
