// Sandbox: turns a RunSpec into a RunResult in a slot's bubblewrap box, with cgroups and seccomp. Knows
// nothing of problems or verdicts.
export { SandboxPool, SandboxUnavailableError, ALLOW_NO_CGROUP_ENV, type Slot, type PoolOptions } from './pool.ts';
export { SLOT_UID_BASE, SLOT_UID_COUNT } from './uids.ts';
export { detectCgroupMode, ownGroup } from './cgroups.ts';
export { BOX_PCH_VIEW, BOX_WORK_DIR, boxEnv } from './layout.ts';
export { makeScratchDir } from './scratch.ts';
export type { RunLimits, RunResult, RunSpec, RunStatus, CgroupMode } from './types.ts';
