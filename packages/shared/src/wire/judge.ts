// Judge worker protocol: the task a worker receives, and what the back office lists of judge servers.

export interface JudgeTaskCase {
  inputHash: string;
  outputHash: string;
  score: number;
  group: number;
}

export interface JudgeTaskPayload {
  taskId: number;
  attempt: number;
  submitId: number;
  source: { language: string; code: string };
  problem: {
    problemId: number;
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

export interface JudgeServerInfo {
  id: string;
  name: string;
  cores: number;
  concurrency: number;
  running: number;
  version: string;
  lastHeartbeat: string;
  online: boolean;
}
