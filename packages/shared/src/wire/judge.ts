// Judge worker protocol: the task a worker receives (a submission, an online test or a compile check), and
// what the back office lists of judge servers.

export interface JudgeTaskCase {
  inputHash: string;
  outputHash: string;
  score: number;
  group: number;
}

/** The cases (1-based, inclusive) one host judges of a submission fanned out over several (docs/scaling.md, "Fan-out"). */
export interface JudgeTaskPart {
  firstCase: number;
  lastCase: number;
}

export interface JudgeTaskPayload {
  kind: 'submission';
  taskId: number;
  attempt: number;
  submitId: number;
  /** Absent: every case. problem.cases lists them all either way. */
  part?: JudgeTaskPart;
  source: { language: string; code: string };
  problem: {
    problemId: number;
    /** The display id, for messages (a System Error naming the problem); absent from older servers. */
    displayId?: string;
    caseVersion: number;
    timeLimitMs: number;
    memoryLimitMb: number;
    stackLimitMb: number;
    type: 'ACM' | 'OI';
    judgeMode: 'default' | 'spj' | 'interactive';
    judgeCaseMode: 'default' | 'subtask_lowest' | 'subtask_average' | 'ergodic_without_error';
    isRemoveEndBlank: boolean;
    fileIO: null | { input: string; output: string };
    ioScore: number;
    cases: JudgeTaskCase[];
    /** Checker (spj) or interactor source, with its language key. */
    helper: null | { language: string; code: string };
    judgeExtraFiles: Record<string, string>;
    userExtraFiles: Record<string, string>;
  };
}

/** An online test: one run of the user's code on the user's input, with the problem's limits. */
export interface JudgeTestJobPayload {
  kind: 'test';
  taskId: number;
  attempt: number;
  jobKey: string;
  source: { language: string; code: string };
  /** The program's stdin (or its input file under file IO), exactly. */
  input: string;
  /** Null: any output is Accepted. */
  expectedOutput: string | null;
  problem: {
    timeLimitMs: number;
    memoryLimitMb: number;
    stackLimitMb: number;
    isRemoveEndBlank: boolean;
    fileIO: null | { input: string; output: string };
    userExtraFiles: Record<string, string>;
  };
}

/** A compile check of a checker or interactor, with the files placed beside it (e.g. testlib.h). */
export interface JudgeCompileJobPayload {
  kind: 'compile';
  taskId: number;
  attempt: number;
  jobKey: string;
  source: { language: string; code: string };
  extraFiles: Record<string, string>;
}

/** A problem's reference solution, judged on every case like a submission but counted nowhere. */
export interface JudgeVerifyJobPayload {
  kind: 'verify';
  taskId: number;
  attempt: number;
  jobKey: string;
  source: { language: string; code: string };
  problem: JudgeTaskPayload['problem'];
}

export type JudgeJobPayload = JudgeTestJobPayload | JudgeCompileJobPayload | JudgeVerifyJobPayload;

/** What /judge/claim answers (with null when the queue stayed empty). */
export type JudgeClaim = JudgeTaskPayload | JudgeJobPayload;

export interface JudgeServerInfo {
  id: string;
  name: string;
  cores: number;
  concurrency: number;
  running: number;
  version: string;
  lastHeartbeat: string;
  /** Alive: a heartbeat came within the lease time. */
  online: boolean;
  /** Off: the server gets no task (back office). */
  enabled: boolean;
  /** The language names the worker reported (empty for workers that report none). */
  languages: string[];
  /** The host's 1-minute load average at the last heartbeat; null when the worker reports none. */
  loadAverage: number | null;
}
