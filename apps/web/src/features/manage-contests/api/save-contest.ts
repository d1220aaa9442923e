// Contest admin API: POST /api/admin/contest creates, PUT updates (the flat form, plus the id on update, as the reference sends it).
import type { ContestForm } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { useContestMutation } from './use-contest-mutation';

export const createContest = (contest: ContestForm): Promise<unknown> => api.post<unknown>('/admin/contest', contest);
export const updateContest = (id: number, contest: ContestForm): Promise<unknown> => api.put<unknown>('/admin/contest', { ...contest, id });

/** Saves the form: an update when the contest has an id; `save` replaces the calls (a group's admin pages). */
export const useSaveContest = (id: number | null, save?: (contest: ContestForm) => Promise<unknown>) =>
  useContestMutation(save ?? ((contest: ContestForm) => (id === null ? createContest(contest) : updateContest(id, contest))));
