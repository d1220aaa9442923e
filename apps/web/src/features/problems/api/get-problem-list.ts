// Problems API: GET /api/get-problem-list — the paged problem list with its filters; empty filters are left out.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageResult, ProblemBank, ProblemListItem } from '@verdict/shared';
import { problemKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export interface ProblemListParams {
  keyword?: string;
  difficulty?: number;
  oj?: string;
  /** Sent as a JSON list, "[1,2]". */
  tagIds: number[];
  isFilter: 'Filter' | 'Include';
  bank?: ProblemBank;
  currentPage: number;
  limit: number;
}

export const getProblemList = ({ tagIds, ...params }: ProblemListParams): Promise<PageResult<ProblemListItem>> =>
  api.get<PageResult<ProblemListItem>>(
    '/get-problem-list',
    { ...params, tagId: tagIds.length ? JSON.stringify(tagIds) : undefined, isFilter: tagIds.length ? params.isFilter : undefined },
    { silent: true },
  );

export const problemListQueryOptions = (params: ProblemListParams, uid: string | null) =>
  queryOptions({
    // The caller is part of the key: rows carry the caller's status.
    queryKey: problemKeys.list(params, uid),
    queryFn: () => getProblemList(params),
    placeholderData: keepPreviousData,
  });

export const useProblemList = (params: ProblemListParams, uid: string | null) => useQuery(problemListQueryOptions(params, uid));
