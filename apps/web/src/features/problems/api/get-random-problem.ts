// Problems API: GET /api/get-random-problem — the display id of a random public problem.
import { api } from '@/lib/api-client';

export const getRandomProblem = (): Promise<{ problemId: string }> => api.get<{ problemId: string }>('/get-random-problem');
