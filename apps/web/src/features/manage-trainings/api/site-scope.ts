// The back office's training scope: /api/admin/training calls and /manage/training links.
import '@/locales/need/more';
import type { AdminTraining, AdminTrainingProblem, PageResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { trainingPath } from '@/lib/paths/trainings';
import type { TrainingAdminScope } from '@/lib/admin-scope/training-admin-scope';
import {
  CREATE_TRAINING_PATH,
  createChapterPath,
  editChapterPath,
  editTrainingPath,
  TRAINING_ADMIN_LIST_PATH,
  trainingChaptersAdminPath,
  trainingProblemsAdminPath,
} from '@/lib/paths/manage-trainings';

export const SITE_TRAINING_ADMIN: TrainingAdminScope = {
  key: 'site',
  categories: true,
  pickerTitle: 'training:manage.addFromPublic',
  paths: {
    list: TRAINING_ADMIN_LIST_PATH,
    create: CREATE_TRAINING_PATH,
    edit: editTrainingPath,
    problems: trainingProblemsAdminPath,
    chapters: trainingChaptersAdminPath,
    chapterPages: { create: createChapterPath, edit: editChapterPath },
    view: trainingPath,
  },
  backend: {
    list: (params) => api.get<PageResult<AdminTraining>>('/admin/training/get-training-list', { ...params }, { silent: true }),
    chapters: (trainingId, params) =>
      api.get<PageResult<AdminTraining>>('/admin/training/get-chapter-list', { trainingId, ...params }, { silent: true }),
    get: (tid) => api.get<AdminTraining>('/admin/training', { tid }, { silent: true }),
    create: (training) => api.post<{ id: number }>('/admin/training', { training }),
    update: (id, training) => api.put<null>('/admin/training', { id, training }),
    remove: (tid) => api.delete<null>('/admin/training', { tid }),
    changeStatus: (body) => api.put<null>('/admin/training/change-training-status', body),
    problems: (tid, params) =>
      api.get<PageResult<AdminTrainingProblem>>('/admin/training/get-problem-list', { tid, ...params }, { silent: true }),
    addProblem: (body) => api.post<null>('/admin/training/add-problem-from-public', body),
    updateRank: (body) => api.put<null>('/admin/training/problem', body),
    removeProblem: ({ tid, pid }) => api.delete<null>('/admin/training/problem', { tid, pid }),
  },
};
