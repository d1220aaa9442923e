// Sandbox contract: a RunSpec goes in, a RunResult comes out. Units are in the field names.

export interface RunLimits {
  /** CPU time of the whole process tree (user + sys). */
  cpuTimeMs: number;
  /** Wall-clock time; defaults to 2 x CPU + 1 s. */
  wallTimeMs?: number;
  /** Peak memory of the whole process tree. */
  memoryKb: number;
  stackKb?: number;
  /** Processes and threads together. */
  processes: number;
  /** Largest file the program may write (stdout, stderr and files). */
  outputKb: number;
  openFiles?: number;
}

export interface RunSpec {
  /** Program and arguments as seen inside the slot's box, started in its work directory /w. */
  argv: string[];
  limits: RunLimits;
  /** Host paths; stdin defaults to /dev/null, stdout and stderr are discarded when absent. */
  stdinPath?: string;
  stdoutPath?: string;
  stderrPath?: string;
  env?: Record<string, string>;
  /** Open stdout before stdin: set on one of two boxes wired to each other through FIFOs. */
  stdoutFirst?: boolean;
  /** A compilation: the pool's compiler cache (precompiled headers) is shown read-only at BOX_PCH_VIEW for this run. */
  pch?: boolean;
}

/** OK, or which limit stopped it; RE is a nonzero exit or a signal; SE is the sandbox's own failure. */
export type RunStatus = 'OK' | 'TLE' | 'MLE' | 'OLE' | 'RE' | 'SE';

export interface RunResult {
  status: RunStatus;
  exitCode: number;
  signal: number;
  cpuTimeMs: number;
  wallTimeMs: number;
  memoryKb: number;
  message: string;
  /** The slot's box had died before this run (SE): the program never started, so the run may go to another slot. */
  boxLostBeforeRun?: true;
}

export type CgroupMode = 'v1' | 'v2' | 'none';
