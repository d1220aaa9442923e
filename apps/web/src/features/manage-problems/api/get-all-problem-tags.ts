// Problem admin API: GET /api/get-all-problem-tags?oj=ME — the local site tags the problem form offers.
import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { manageProblemKeys } from './query-keys';

/** Local problems carry the local OJ's tags. */
const LOCAL_OJ = 'ME';

export const getLocalProblemTags = (): Promise<Tag[]> =>
  api.get<Tag[]>('/get-all-problem-tags', { oj: LOCAL_OJ }, { silent: true });

export const useLocalProblemTags = () =>
  useQuery({ queryKey: [...manageProblemKeys.publicTags, LOCAL_OJ], queryFn: getLocalProblemTags });
