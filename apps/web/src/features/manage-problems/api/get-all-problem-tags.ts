// Problem admin API: GET /api/get-all-problem-tags?oj=ME — the local site tags the problem form offers.
import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@verdict/shared';
import { manageProblemKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

/** Local problems carry the local OJ's tags. */
const LOCAL_OJ = 'ME';

export const getLocalProblemTags = (): Promise<Tag[]> => api.get<Tag[]>('/get-all-problem-tags', { oj: LOCAL_OJ }, { silent: true });

export const useLocalProblemTags = () => useQuery({ queryKey: manageProblemKeys.publicTagsOf(LOCAL_OJ), queryFn: getLocalProblemTags });
