// Tests of the worker protocol: a one-case A+B problem, and what a worker reports for it judged Accepted.
import { JudgeStatus } from '@verdict/shared';
import type { Db } from '../db/client.ts';
import { problemCases, problems } from '../modules/problems/tables.ts';
import { storeTestData } from '../modules/problems/testdata.ts';

/** Adds the problem (its case's input as given, the answer 3) and answers its id. */
export async function insertAddProblem(db: Db, dataDir: string, problemId: string, input = '1 2\n'): Promise<number> {
  const [problem] = await db.insert(problems).values({ problemId, title: 'A+B' }).returning();
  await db
    .insert(problemCases)
    .values({ problemId: problem.id, seq: 1, inputHash: storeTestData(dataDir, input), outputHash: storeTestData(dataDir, '3\n') });
  return problem.id;
}

export const AC_RESULT = {
  status: JudgeStatus.Accepted,
  score: null,
  timeMs: 12,
  memoryKb: 1024,
  compileMessage: '',
  errorMessage: '',
  cases: [
    {
      seq: 1,
      status: 0,
      timeMs: 12,
      memoryKb: 1024,
      score: 0,
      group: 1,
      message: '',
      inputExcerpt: '1 2\n',
      expectedExcerpt: '3\n',
      userOutputExcerpt: '3\n',
    },
  ],
};
