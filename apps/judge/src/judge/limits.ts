// Effective limits: the problem's limits scaled by the language's factors, and the sandbox caps around them.
import type { LanguageDefinition } from '@verdict/shared';
import type { RunLimits } from '../sandbox/index.ts';
import type { JudgeProblem } from './types.ts';

/** The sandbox lets a program run this much past the time limit, so a TLE is measured, not guessed. */
const CPU_GRACE_MS = 200;
const MIN_OUTPUT_KB = 32 * 1024;

export interface EffectiveLimits {
  timeMs: number;
  memoryKb: number;
}

export function effectiveLimits(
  problem: Pick<JudgeProblem, 'timeLimitMs' | 'memoryLimitMb'>,
  language: LanguageDefinition,
): EffectiveLimits {
  return { timeMs: problem.timeLimitMs * language.timeFactor, memoryKb: problem.memoryLimitMb * 1024 * language.memoryFactor };
}

/** Output may be twice the expected answer, and at least 32 MiB. */
export function runLimits(
  effective: EffectiveLimits,
  language: LanguageDefinition,
  stackLimitMb: number | undefined,
  expectedBytes: number,
): RunLimits {
  return {
    cpuTimeMs: effective.timeMs + CPU_GRACE_MS,
    wallTimeMs: (effective.timeMs + CPU_GRACE_MS) * 2 + 1000,
    memoryKb: effective.memoryKb,
    stackKb: (stackLimitMb ?? 128) * 1024,
    processes: language.processes,
    outputKb: Math.max(MIN_OUTPUT_KB, Math.ceil((2 * expectedBytes) / 1024)),
    openFiles: 64,
  };
}

export const CHECKER_LIMITS: RunLimits = {
  cpuTimeMs: 16_000,
  wallTimeMs: 48_000,
  memoryKb: 512 * 1024,
  stackKb: 128 * 1024,
  processes: 1,
  outputKb: 64 * 1024,
};
