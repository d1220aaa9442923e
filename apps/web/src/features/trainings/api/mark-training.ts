// Trainings API: GET /api/training-favorite?tid&toFavorite and GET /api/training-like?tid&toLike (login). Once the
// server agreed, the answers that show the marks (detail, lists, chapter lists) are asked again; the mutation stays
// pending until they are, so the buttons never show a stale count.
import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import type { TrainingFavoriteResult, TrainingLikeResult } from '@verdict/shared';
import { api } from '@/lib/api-client';
import { groupKeys, personalTrainingKeys, trainingKeys } from '@/lib/query-keys';

export const favoriteTraining = ({ tid, on }: { tid: number; on: boolean }): Promise<TrainingFavoriteResult> =>
  api.get<TrainingFavoriteResult>('/training-favorite', { tid, toFavorite: on });

export const likeTraining = ({ tid, on }: { tid: number; on: boolean }): Promise<TrainingLikeResult> =>
  api.get<TrainingLikeResult>('/training-like', { tid, toLike: on });

const MARKED_TRAINING_ANSWERS = new Set(['list', 'detail', 'chapters']);

/** Every cached answer carrying training rows with their marks. */
const carriesMarks = ({ queryKey }: Query): boolean => {
  const [root, kind, , part] = queryKey;
  if (root === trainingKeys.all[0]) return MARKED_TRAINING_ANSWERS.has(String(kind));
  if (root === groupKeys.all[0]) return part === 'trainings';
  return root === personalTrainingKeys.all[0];
};

const useMark = <T>(mark: (vars: { tid: number; on: boolean }) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: mark, onSuccess: () => queryClient.invalidateQueries({ predicate: carriesMarks }) });
};

export const useFavoriteTraining = () => useMark(favoriteTraining);
export const useLikeTraining = () => useMark(likeTraining);
