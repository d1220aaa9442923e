// Sandbox: turns a RunSpec into a RunResult with bubblewrap and cgroups. Knows nothing of problems or verdicts.
export { SandboxPool, type Slot, type PoolOptions } from './pool.ts';
export { detectCgroupMode, ownGroup } from './cgroups.ts';
export { BOX_WORK_DIR } from './bwrap.ts';
export type { RunLimits, RunResult, RunSpec, RunStatus, CgroupMode } from './types.ts';
