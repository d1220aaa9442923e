// Submissions API: POST /api/submit-problem-judge — sends code for judging; answers the new submission.
import type { Submission, SubmitProblemJudgeRequest } from '@verdict/shared';
import { api } from '@/lib/api-client';

export type SubmitPayload = Pick<SubmitProblemJudgeRequest, 'pid' | 'language' | 'code'> &
  Partial<Pick<SubmitProblemJudgeRequest, 'cid' | 'tid' | 'gid' | 'isRemote'>>;

export const submitProblemJudge = (payload: SubmitPayload): Promise<Submission> => api.post<Submission>('/submit-problem-judge', payload);
