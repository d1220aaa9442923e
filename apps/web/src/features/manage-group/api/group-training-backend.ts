// A group's training admin calls (/api/group/get-admin-training-list, /api/group/training...) in the shape the
// training admin screens use.
import type { AdminTraining, AdminTrainingProblem, PageResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import type { TrainingAdminBackend } from '@/lib/admin-scope/training-admin-scope';

export const groupTrainingBackend = (gid: number): TrainingAdminBackend => ({
  list: (params) => api.get<PageResult<AdminTraining>>('/group/get-admin-training-list', { gid, ...params }, { silent: true }),
  chapters: (trainingId, params) =>
    api.get<PageResult<AdminTraining>>('/group/get-admin-chapter-list', { gid, trainingId, ...params }, { silent: true }),
  get: (tid) => api.get<AdminTraining>('/group/training', { tid }, { silent: true }),
  create: (training) => api.post<unknown>('/group/training', { gid, training }),
  update: (id, training) => api.put<unknown>('/group/training', { gid, id, training }),
  remove: (tid) => api.delete<unknown>('/group/training', { tid }),
  changeStatus: (body) => api.put<unknown>('/group/training/change-training-status', body),
  problems: (tid, params) =>
    api.get<PageResult<AdminTrainingProblem>>('/group/training/get-problem-list', { tid, ...params }, { silent: true }),
  addProblem: (body) => api.post<unknown>('/group/training/add-problem', body),
  updateRank: (body) => api.put<unknown>('/group/training/problem', body),
  removeProblem: ({ tid, pid }) => api.delete<unknown>('/group/training/problem', { tid, pid }),
});
