// Judge package: the sandbox, languages and checkers, and judging a submission against a problem.
export {
  SandboxPool,
  SandboxUnavailableError,
  detectCgroupMode,
  ownGroup,
  type Slot,
  type RunResult,
  type RunSpec,
} from './sandbox/index.ts';
export { judge, type JudgeOptions } from './judge/judge.ts';
export { CheckerCache } from './judge/checker-cache.ts';
export { PrecompiledHeaders, defaultPchDir, PCH_DIR_ENV } from './judge/pch.ts';
export { loadProblemDir } from './problem-dir.ts';
export { toJudgeProblem } from './judge/types.ts';
export type { JudgeProblem, JudgeResult, CaseResult, SubtaskResult, JudgeProgress, ProgramSource } from './judge/types.ts';
export { JudgeWorker, WORKER_VERSION, type WorkerOptions } from './worker/worker.ts';
