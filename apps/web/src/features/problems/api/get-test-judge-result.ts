// Problems API: GET /api/get-test-judge-result?testJudgeKey= — the online test's result (Pending until it is done).
import type { TestJudgeResult } from '@verdict/shared';
import { api } from '@/lib/api-client';

export const getTestJudgeResult = (testJudgeKey: string): Promise<TestJudgeResult> =>
  api.get<TestJudgeResult>('/get-test-judge-result', { testJudgeKey });
