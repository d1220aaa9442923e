// Tag admin API: GET /api/admin/tag/classification?oj= — the tag classifications.
import { useQuery } from '@tanstack/react-query';
import type { TagClassificationAdmin } from '@verdict/shared';
import { manageProblemKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getClassifications = (): Promise<TagClassificationAdmin[]> =>
  api.get<TagClassificationAdmin[]>('/admin/tag/classification', undefined, { silent: true });

export const useClassifications = () => useQuery({ queryKey: manageProblemKeys.classifications, queryFn: getClassifications });
