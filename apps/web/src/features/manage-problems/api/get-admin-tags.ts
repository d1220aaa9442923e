// Tag admin API: GET /api/admin/tag — every tag with its classification.
import { useQuery } from '@tanstack/react-query';
import type { TagAdmin } from '@verdict/shared';
import { manageProblemKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getAdminTags = (): Promise<TagAdmin[]> => api.get<TagAdmin[]>('/admin/tag', undefined, { silent: true });

export const useAdminTags = () => useQuery({ queryKey: manageProblemKeys.tags, queryFn: getAdminTags });
