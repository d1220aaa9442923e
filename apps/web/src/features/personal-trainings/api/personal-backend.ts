// The personal trainings' calls (/api/personal/training, docs/api-trainings.md "Personal trainings") as a training
// admin backend: the shared training admin screens run on them.
import type { AdminTraining, AdminTrainingProblem, PageResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import type { TrainingAdminBackend } from '@/lib/admin-scope/training-admin-scope';

const BASE = '/personal/training';

export const PERSONAL_TRAINING_BACKEND: TrainingAdminBackend = {
  list: (params) => api.get<PageResult<AdminTraining>>(`${BASE}/list`, { ...params }, { silent: true }),
  chapters: (parentId, params) => api.get<PageResult<AdminTraining>>(`${BASE}/chapter-list`, { parentId, ...params }, { silent: true }),
  get: (id) => api.get<AdminTraining>(BASE, { id }, { silent: true }),
  create: (training) => api.post<{ id: number }>(BASE, training),
  update: (id, training) => api.put<null>(BASE, { id, ...training }),
  remove: (id) => api.delete<null>(BASE, { id }),
  changeStatus: ({ tid, status }) => api.put<null>(`${BASE}/change-status`, { id: tid, status }),
  problems: (tid, params) => api.get<PageResult<AdminTrainingProblem>>(`${BASE}/problem-list`, { tid, ...params }, { silent: true }),
  addProblem: (body) => api.post<null>(`${BASE}/add-problem-from-public`, body),
  updateRank: (body) => api.put<null>(`${BASE}/problem`, body),
  removeProblem: ({ tid, pid }) => api.delete<null>(`${BASE}/problem`, { tid, pid }),
};
