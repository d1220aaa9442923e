// Trainings API: GET /api/get-training-category — every training category with its colour.
import { useQuery } from '@tanstack/react-query';
import type { TrainingCategory } from '@verdict/shared';
import { trainingKeys } from '@/lib/query-keys';
import { api } from '@/lib/api-client';

export const getTrainingCategories = (): Promise<TrainingCategory[]> =>
  api.get<TrainingCategory[]>('/get-training-category', undefined, { silent: true });

export const useTrainingCategories = (enabled = true) =>
  useQuery({ queryKey: trainingKeys.categories, queryFn: getTrainingCategories, enabled });
