// Wire types of problem administration (docs/api-problems.md "Problem administration"; spec 002 §5 and §7).
import type { JudgeMode, Problem, Tag, TagClassification } from './problems.ts';

/** An admin list row (GET /admin/problem/get-problem-list); `id` is the pid. */
export interface AdminProblemListItem {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
  /** The creator's uid: admins (1001) list and edit only their own problems. */
  uid: string | null;
  modifiedUser: string | null;
  /** 1 public, 2 private, 3 contest, 4 group. */
  auth: number;
  /** 0 ACM, 1 OI. */
  type: number;
  difficulty: number;
  judgeMode: JudgeMode;
  isRemote: boolean;
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

/** A code template as the form edits it: language name, code, enabled. */
export interface AdminCodeTemplate {
  language: string;
  code: string;
  status: boolean;
}

/**
 * GET /admin/problem: every field of the problem, including the judge-only ones, plus what the edit form
 * loads with it (tags, language names, all code templates enabled or not).
 */
export interface AdminProblem extends Problem {
  /** Checker or interactor source; null in default mode. */
  spjCode: string | null;
  /** Language name of spjCode (C or C++ family). */
  spjLanguage: string | null;
  judgeExtraFile: Record<string, string> | null;
  /** Test data came from a zip upload (true) or was typed in (false). */
  isUploadCase: boolean;
  uid: string | null;
  modifiedUser: string | null;
  applyPublicProgress: number | null;
  /** Bumped whenever cases, scores, groups, case mode or judge mode change. */
  caseVersion: number;
  tags: Tag[];
  /** Language names the problem accepts. */
  languages: string[];
  codeTemplates: AdminCodeTemplate[];
}

/**
 * GET /admin/problem/get-problem-cases: typed-in cases carry their text in input/output, zip cases their
 * file names (equal to inputName/outputName), so the list can be sent back as `samples` unchanged.
 */
export interface AdminProblemCase {
  seq: number;
  input: string;
  output: string;
  score: number;
  groupNum: number;
  inputName: string;
  outputName: string;
}

/** POST/PUT /admin/problem answer. */
export interface ProblemSaveResult {
  pid: number;
  problemId: string;
}

/** GET /admin/tag rows: a tag with its classification. */
export interface TagAdmin extends Tag {
  classification: TagClassification | null;
  gmtCreate: string;
  gmtModified: string;
}

/** GET /admin/tag/classification rows. */
export interface TagClassificationAdmin extends TagClassification {
  gmtCreate: string;
  gmtModified: string;
}
