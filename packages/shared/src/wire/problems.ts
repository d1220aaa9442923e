// Wire types of problems, tags, languages, submissions and the online test (spec 000 §3 and §7).
import type { JudgeStatusCode } from '../constants/judge-status.ts';
import type { StatementSection } from '../constants/markdown.ts';

export type JudgeMode = 'default' | 'spj' | 'interactive';
export type JudgeCaseMode = 'default' | 'subtask_lowest' | 'subtask_average' | 'ergodic_without_error';

export interface Tag {
  id: number;
  name: string;
  color: string;
  oj: string;
  classificationId: number | null;
  gid: number | null;
}

export interface TagClassification {
  id: number;
  name: string;
  oj: string;
  rank: number;
}

/** get-problem-tags-and-classification: each classification with its tags; tags without one come last (classification null). */
export interface TagGroup {
  classification: TagClassification | null;
  tagList: Tag[];
}

export interface ProblemCount {
  total: number;
  ac: number;
  wa: number;
  ce: number;
  pa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
  se: number;
}

/** A get-problem-list row, with its live submission counts. */
export interface ProblemListItem extends ProblemCount {
  /** Internal id (pid). */
  pid: number;
  /** Display id. */
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  tags: Pick<Tag, 'id' | 'name' | 'color'>[];
  gmtModified: string;
  /** The caller's status on it (JudgeStatus code; -10 not submitted); absent for visitors. */
  myStatus?: number;
}

export interface Problem {
  id: number;
  problemId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  /** <input>…</input><output>…</output> pairs, at most 2. */
  examples: string;
  hint: string;
  source: string;
  author: string | null;
  difficulty: number;
  /** 0 ACM, 1 OI. */
  type: number;
  /** 1 public, 2 private, 3 contest, 4 group. */
  auth: number;
  ioScore: number;
  codeShare: boolean;
  openCaseResult: boolean;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  isRemoveEndBlank: boolean;
  isRemote: boolean;
  /** ms */
  timeLimit: number;
  /** MB */
  memoryLimit: number;
  /** MB */
  stackLimit: number;
  gid: number | null;
  userExtraFile: Record<string, string> | null;
  gmtCreate: string;
  gmtModified: string;
}

/** get-problem-detail. */
export interface ProblemDetail {
  problem: Problem;
  tags: Pick<Tag, 'id' | 'name' | 'color'>[];
  /** Language names the problem accepts. */
  languages: string[];
  /** Language name → enabled template code. */
  codeTemplate: Record<string, string>;
  problemCount: ProblemCount;
  /** The author is an admin (ADM) or root (SPA): content renders unsanitised. */
  authorRole: 'root' | 'admin' | 'user';
  /**
   * The statement's Markdown sections (those not blank) rendered by the server as the browser's renderer would,
   * math included, so a problem page needs neither marked nor KaTeX. Not sanitised: the browser sanitises it as it
   * does the HTML it renders itself.
   */
  statementHtml: Partial<Record<StatementSection, string>>;
}

export interface LanguageInfo {
  id: number;
  key: string;
  name: string;
  description: string;
  compileCommand: string;
  template: string;
  contentType: string;
  oj: string;
  isSpj: boolean;
}

export interface CodeTemplateInfo {
  id: number;
  pid: number;
  lid: number;
  language: string;
  code: string;
  status: boolean;
}

/** get-user-problem-status: pid → status and score. */
export type UserProblemStatusMap = Record<string, { status: number; score: number | null }>;

/** A problem in the focus-mode strip, in the training's (or contest's) order. */
export interface FullScreenProblem {
  pid: number;
  problemId: string;
  title: string;
  /** The caller's status (JudgeStatus code; -10 not submitted); absent for visitors. */
  myStatus?: number;
}

/** A submission row (spec 000 §3); `code` only in the detail when visible. */
export interface Submission {
  submitId: number;
  pid: number;
  displayPid: string;
  /** Display id inside a contest, when cid is set. */
  displayId: string | null;
  cid: number;
  gid: number | null;
  uid: string;
  username: string;
  realname: string | null;
  title: string;
  status: JudgeStatusCode | number;
  score: number | null;
  oiRankScore: number | null;
  time: number | null;
  memory: number | null;
  length: number;
  language: string;
  judger: string | null;
  isManual: boolean;
  submitTime: string;
  errorMessage: string | null;
  code?: string;
  share: boolean;
}

export interface SubmissionDetail {
  submission: Submission;
  /** Whether the problem allows sharing code. */
  codeShare: boolean;
}

export interface JudgeCaseResult {
  seq: number;
  status: number;
  time: number;
  memory: number;
  score: number;
  groupNum: number;
  message: string;
  inputData: string;
  outputData: string;
  userOutput: string;
}

export interface SubtaskResult {
  groupNum: number;
  status: number;
  score: number;
  ac: number;
  total: number;
  time: number;
  memory: number;
  subtaskDetailList: JudgeCaseResult[];
}

/** get-all-case-result. */
export interface AllCaseResult {
  judgeCaseMode: JudgeCaseMode;
  judgeCaseList: JudgeCaseResult[];
  subTaskJudgeCaseVoList: SubtaskResult[];
}

/** check-submissions-status rows. */
export interface SubmissionStatusRow {
  submitId: number;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
}

export interface LastAcCode {
  code: string;
  language: string;
}

/** get-test-judge-result. */
export interface TestJudgeResult {
  status: number;
  time: number | null;
  memory: number | null;
  stderr: string;
  userInput: string;
  expectedOutput: string | null;
  userOutput: string;
  problemJudgeMode: JudgeMode;
}

/** /api/file/upload-testcase-zip answer. */
export interface UploadedTestcases {
  fileList: { input: string; output: string; groupNum?: number }[];
  fileListDir: string;
}
