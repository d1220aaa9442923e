// The problem part of a judge task: what a worker reads of a problem to judge code on every case.
import { languageByName, type JudgeTaskPayload } from '@verdict/shared';
import type { ProblemCaseRecord, ProblemRecord } from '../problems/index.ts';

/** A problem as the judge reads it: limits, modes, checker or interactor, extra files and case content hashes. */
export function judgeTaskProblem(problem: ProblemRecord, cases: ProblemCaseRecord[]): JudgeTaskPayload['problem'] {
  const judgeMode = problem.judgeMode as JudgeTaskPayload['problem']['judgeMode'];
  return {
    problemId: problem.id,
    displayId: problem.problemId,
    caseVersion: problem.caseVersion,
    timeLimitMs: problem.timeLimit,
    memoryLimitMb: problem.memoryLimit,
    stackLimitMb: problem.stackLimit,
    type: problem.type === 1 ? 'OI' : 'ACM',
    judgeMode,
    judgeCaseMode: problem.judgeCaseMode as JudgeTaskPayload['problem']['judgeCaseMode'],
    isRemoveEndBlank: problem.isRemoveEndBlank,
    fileIO:
      problem.isFileIo && problem.ioReadFileName && problem.ioWriteFileName
        ? { input: problem.ioReadFileName, output: problem.ioWriteFileName }
        : null,
    ioScore: problem.ioScore,
    cases: cases.map((c) => ({ inputHash: c.inputHash, outputHash: c.outputHash, score: c.score, group: c.groupNum })),
    helper:
      judgeMode !== 'default' && problem.spjCode
        ? { language: languageByName(problem.spjLanguage ?? '')?.key ?? problem.spjLanguage ?? 'cpp17-o2', code: problem.spjCode }
        : null,
    judgeExtraFiles: problem.judgeExtraFile ?? {},
    userExtraFiles: problem.userExtraFile ?? {},
  };
}
