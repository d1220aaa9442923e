// What verifying an import judges: each imported problem as the judge reads it (limits, modes, checker and
// case files from the test data store) with its reference solutions.
import type { JudgeTaskPayload } from '@verdict/shared';
import type { Db } from '../../../db/client.ts';
import { judgeTaskProblem } from '../../judge/index.ts';
import { referenceSolutionsOf, solutionLanguageKey } from '../reference-solutions.ts';
import { findProblems, problemCaseList } from '../../problems/index.ts';

export interface VerificationTarget {
  problemId: string;
  title: string;
  /** As a judge task carries it: case files by content hash, in the test data store. */
  problem: JudgeTaskPayload['problem'];
  /** language: our language key, null when no local language runs it. */
  solutions: { sourceLanguage: string; language: string | null; code: string }[];
}

export async function verificationTargets(db: Db, pids: number[]): Promise<VerificationTarget[]> {
  if (!pids.length) return [];
  const rows = await findProblems(db, pids);
  const targets: VerificationTarget[] = [];
  for (const p of rows) {
    const cases = await problemCaseList(db, p.id);
    const solutions = await referenceSolutionsOf(db, [p.id]);
    targets.push({
      problemId: p.problemId,
      title: p.title,
      problem: judgeTaskProblem(p, cases),
      solutions: solutions.map((s) => ({ sourceLanguage: s.sourceLanguage, language: solutionLanguageKey(s), code: s.code })),
    });
  }
  return targets;
}
