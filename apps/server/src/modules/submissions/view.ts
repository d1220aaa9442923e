// Reading one submission: its detail (code when visible), its case results, status polling and the
// caller's last accepted code.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  JudgeStatus,
  type AllCaseResult,
  type JudgeCaseMode,
  type LastAcCode,
  type SubmissionDetail,
  type SubmissionStatusRow,
} from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { translate, type Lang } from '../../i18n/messages.ts';
import { badRequest, forbidden } from '../../plugins/app/errors.ts';
import { getSwitchConfig } from '../site/index.ts';
import {
  canSeeCaseData,
  canSeeCaseMessage,
  canSeeCode,
  canViewSubmission,
  caseResultsOpen,
  groupAdminFact,
  isProblemAdmin,
  type SubmissionAccessFacts,
  type Viewer,
} from './access.ts';
import { groupSubtasks } from './case-view.ts';
import { caseResultsWithheld, contestRulesFor, resultWithheld, withheldSubmission } from './contest-results.ts';
import type { ContestResultRules } from './ports.ts';
import { contestUid, loadSubmission, problemFacts, toSubmission, type LoadedSubmission } from './rows.ts';
import { judgeCases, submissions } from './tables.ts';

/** Statuses whose error message the detail shows (reference §2.9); others say it cannot be viewed. */
const MESSAGE_STATUSES: number[] = [JudgeStatus.CompileError, JudgeStatus.SystemError, JudgeStatus.SubmittedFailed];

async function viewable(
  db: Db,
  viewer: Viewer | null,
  submitId: number,
): Promise<LoadedSubmission & { facts: SubmissionAccessFacts; codeVisible: boolean; rules: ContestResultRules | null }> {
  const loaded = await loadSubmission(db, submitId);
  const rules = await contestRulesFor(db, viewer, loaded.submission.cid);
  const facts = {
    ...loaded.submission,
    groupAdmin: await groupAdminFact(db, viewer, loaded.submission.gid),
    ...(rules ? { contestAdmin: rules.admin } : {}),
  };
  if (!canViewSubmission(viewer, facts, loaded.problem)) throw forbidden('Submission_no_access');
  const { hideNonContestSubmissionCode } = await getSwitchConfig(db);
  return { ...loaded, facts, rules, codeVisible: canSeeCode(viewer, facts, loaded.problem, hideNonContestSubmissionCode) };
}

/**
 * A compile error quotes the code, so it shows only with the code; system errors and submit failures are
 * the judge's words and show to whoever sees the row.
 */
function visibleErrorMessage(status: number, message: string | null, codeVisible: boolean, lang: Lang): string | null {
  if (message === null) return null;
  const shown = MESSAGE_STATUSES.includes(status) && (status !== JudgeStatus.CompileError || codeVisible);
  return shown ? message : translate('Submission_error_message_hidden', lang);
}

export async function submissionDetail(db: Db, viewer: Viewer | null, submitId: number, lang: Lang): Promise<SubmissionDetail> {
  const { submission, problem, codeVisible, rules } = await viewable(db, viewer, submitId);
  const errorMessage = visibleErrorMessage(submission.status, submission.errorMessage, codeVisible, lang);
  const shown = toSubmission(submission, problem.title, { errorMessage });
  const wire = resultWithheld(rules, submission) ? withheldSubmission(shown) : shown;
  return { submission: codeVisible ? { ...wire, code: submission.code } : wire, codeShare: problem.codeShare };
}

/**
 * Per-case results. Input, expected output and the program's output (stored excerpts only, never the files)
 * go to those who may see the code, and inside contests to the contest's admins alone, who also keep the
 * messages there (access.ts); others get the verdicts, with the hidden fields empty.
 */
export async function allCaseResults(db: Db, viewer: Viewer | null, submitId: number): Promise<AllCaseResult> {
  const { submission, problem, facts, codeVisible, rules } = await viewable(db, viewer, submitId);
  if (!caseResultsOpen(viewer, facts, problem)) throw forbidden('Submission_case_results_closed');
  if (caseResultsWithheld(rules, submission)) throw forbidden('Submission_case_results_contest');
  const data = canSeeCaseData(viewer, facts, codeVisible);
  const message = canSeeCaseMessage(viewer, facts);
  const rows = await db.select().from(judgeCases).where(eq(judgeCases.submitId, submitId)).orderBy(asc(judgeCases.seq));
  const judgeCaseList = rows.map((c) => ({
    seq: c.seq,
    status: c.status,
    time: c.timeMs,
    memory: c.memoryKb,
    score: c.score,
    groupNum: c.groupNum,
    message: message ? c.message : '',
    inputData: data ? c.inputExcerpt : '',
    outputData: data ? c.expectedExcerpt : '',
    userOutput: data ? c.userOutputExcerpt : '',
  }));
  const judgeCaseMode = problem.judgeCaseMode as JudgeCaseMode;
  return { judgeCaseMode, judgeCaseList, subTaskJudgeCaseVoList: groupSubtasks(judgeCaseMode, judgeCaseList) };
}

/** Status polling: only the rows the caller may view (outside contests unless cid names the contest). */
export async function submissionStatuses(
  db: Db,
  viewer: Viewer | null,
  submitIds: number[],
  cid: number | null,
): Promise<SubmissionStatusRow[]> {
  if (!submitIds.length) return [];
  const rows = await db
    .select({ submission: submissions, problem: problemFacts(), contestUid: contestUid() })
    .from(submissions)
    .where(and(inArray(submissions.submitId, submitIds), eq(submissions.cid, cid ?? 0)))
    .orderBy(desc(submissions.submitId));
  const gids = [...new Set(rows.map((r) => r.submission.gid))];
  const groupAdmin = new Map(await Promise.all(gids.map(async (gid) => [gid, await groupAdminFact(db, viewer, gid)] as const)));
  const rules = await contestRulesFor(db, viewer, cid ?? 0);
  return rows
    .filter((r) =>
      canViewSubmission(viewer, { ...r.submission, contestUid: r.contestUid, groupAdmin: groupAdmin.get(r.submission.gid) }, r.problem),
    )
    .map(({ submission: s }) => {
      const row = { submitId: s.submitId, status: s.status, score: s.score, time: s.timeMs, memory: s.memoryKb };
      return resultWithheld(rules, s) ? withheldSubmission(row) : row;
    });
}

const commentStyles: { languages: RegExp; open: string; close: string; prefix: string }[] = [
  { languages: /^(Python|PyPy)/, open: "'''", close: "'''", prefix: '    ' },
  { languages: /^Ruby/, open: '=begin', close: '=end', prefix: '    ' },
];
const blockComment = { open: '/**', close: ' */', prefix: ' * ' };

const pad = (n: number) => String(n).padStart(2, '0');
const localTime = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** The code followed by a comment naming the run (reference §4), in the language's comment syntax. */
export function withRunComment(row: { submitId: number; language: string; username: string; submitTime: Date; code: string }): string {
  const style = commentStyles.find((s) => s.languages.test(row.language)) ?? blockComment;
  const lines = [
    `@runId: ${row.submitId}`,
    `@language: ${row.language}`,
    `@author: ${row.username}`,
    `@submitTime: ${localTime(row.submitTime)}`,
  ];
  return `${row.code}\n\n${style.open}\n${lines.map((l) => style.prefix + l).join('\n')}\n${style.close}\n`;
}

/** The caller's most recent accepted code for (pid, cid). */
export async function lastAcceptedCode(db: Db, viewer: Viewer, pid: number, cid: number): Promise<LastAcCode> {
  const [row] = await db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.uid, viewer.uid),
        eq(submissions.pid, pid),
        eq(submissions.cid, cid),
        eq(submissions.status, JudgeStatus.Accepted),
      ),
    )
    .orderBy(desc(submissions.submitId))
    .limit(1);
  if (!row) throw badRequest('Submission_last_ac_none');
  if (cid === 0 && !isProblemAdmin(viewer) && (await getSwitchConfig(db)).hideNonContestSubmissionCode)
    throw forbidden('Submission_code_hidden_by_site');
  return { code: withRunComment(row), language: row.language };
}
