// Sandbox: turns a RunSpec into a RunResult with namespaces (built natively, or by bubblewrap), cgroups and
// seccomp. Knows nothing of problems or verdicts.
export { SandboxPool, sandboxKindFromEnv, type Slot, type PoolOptions } from './pool.ts';
export { detectCgroupMode, ownGroup } from './cgroups.ts';
export { BOX_WORK_DIR } from './layout.ts';
export type { RunLimits, RunResult, RunSpec, RunStatus, CgroupMode, SandboxKind } from './types.ts';
