// Tag admin API: GET /api/admin/tag — every tag with its classification.
import { useQuery } from '@tanstack/react-query';
import type { TagAdmin } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { manageProblemKeys } from './query-keys';

export const getAdminTags = (): Promise<TagAdmin[]> => api.get<TagAdmin[]>('/admin/tag', undefined, { silent: true });

export const useAdminTags = () => useQuery({ queryKey: manageProblemKeys.tags, queryFn: getAdminTags });
