// Contest admin API: POST /api/admin/contest creates, PUT updates (the form plus the id).
import type { ContestForm } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { useContestMutation } from './use-contest-mutation';

export const createContest = (contest: ContestForm): Promise<unknown> => api.post<unknown>('/admin/contest', { contest });
export const updateContest = (id: number, contest: ContestForm): Promise<unknown> => api.put<unknown>('/admin/contest', { id, contest });

/** Saves the form: an update when the contest has an id. */
export const useSaveContest = (id: number | null) =>
  useContestMutation((contest: ContestForm) => (id === null ? createContest(contest) : updateContest(id, contest)));
