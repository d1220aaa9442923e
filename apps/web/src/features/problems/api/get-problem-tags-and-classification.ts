// Problems API: GET /api/get-problem-tags-and-classification?oj= — tags grouped by classification for the filter panel.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TagGroup } from '@verdict/shared';
import { problemKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getProblemTagsAndClassification = (oj?: string): Promise<TagGroup[]> =>
  api.get<TagGroup[]>('/get-problem-tags-and-classification', { oj }, { silent: true });

export const problemTagsAndClassificationQueryOptions = (oj?: string) =>
  queryOptions({
    queryKey: problemKeys.tagsAndClassification(oj ?? null),
    queryFn: () => getProblemTagsAndClassification(oj),
    staleTime: 5 * 60_000,
  });

export const useProblemTagsAndClassification = (oj?: string) => useQuery(problemTagsAndClassificationQueryOptions(oj));
