// System config API: GET /api/admin/config/get-deployment-info — how the server runs, read-only (super admin).
import { useQuery } from '@tanstack/react-query';
import type { DeploymentInfo } from '@verdict/shared';
import { manageConfigKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getDeploymentInfo = (): Promise<DeploymentInfo> =>
  api.get<DeploymentInfo>('/admin/config/get-deployment-info', undefined, { silent: true });

export const useDeploymentInfo = () => useQuery({ queryKey: manageConfigKeys.deployment, queryFn: getDeploymentInfo });
