// Problems API: POST /api/submit-problem-test-judge — runs code on custom input (online test); answers the result key.
import type { TestJudgeSubmitRequest } from '@verdict/shared';
import { api } from '@/lib/api-client';

export type TestJudgePayload = Pick<TestJudgeSubmitRequest, 'pid' | 'language' | 'code' | 'type' | 'userInput'> & {
  expectedOutput?: string | null;
  cid?: number;
  gid?: number;
};

export const submitProblemTestJudge = (payload: TestJudgePayload): Promise<string> =>
  api.post<string>('/submit-problem-test-judge', payload);
