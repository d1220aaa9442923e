// A submission with the facts of its problem that the rules need, and its wire form.
import { eq } from 'drizzle-orm';
import type { Submission } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { submissionPorts } from './ports.ts';
import { knownProblemFields, type ProblemRow } from '../problems/index.ts';
import { submissions } from './tables.ts';

export type SubmissionRow = typeof submissions.$inferSelect;

const factNames = ['title', 'auth', 'gid', 'type', 'difficulty', 'ioScore', 'codeShare', 'openCaseResult', 'judgeCaseMode'] as const;

/** The facts of the submission's problem, from the problems module (built on use: the modules import each other). */
export const problemFacts = () => knownProblemFields(submissions.pid, factNames);

/** The creator of the submission's contest, who administers it with root; null outside contests. */
export const contestUid = () => submissionPorts().contestCreatorSql(submissions.cid);

export interface LoadedSubmission {
  submission: SubmissionRow & { contestUid: string | null };
  problem: Pick<ProblemRow, (typeof factNames)[number]>;
}

/** The submission and its problem, or 404; `forUpdate` locks the submission row until the transaction ends. */
export async function loadSubmission(db: Db | Tx, submitId: number, options: { forUpdate?: boolean } = {}): Promise<LoadedSubmission> {
  const query = db
    .select({ submission: submissions, problem: problemFacts(), contestUid: contestUid() })
    .from(submissions)
    .where(eq(submissions.submitId, submitId));
  const [row] = options.forUpdate ? await query.for('update', { of: submissions }) : await query;
  if (!row) throw notFound('Submission_not_found');
  return { submission: { ...row.submission, contestUid: row.contestUid }, problem: row.problem };
}

/** The wire row, without code; the detail adds the code when the viewer may see it. */
export function toSubmission(
  row: Omit<SubmissionRow, 'code'>,
  title: string,
  extra: { realname?: string | null; errorMessage?: string | null } = {},
): Submission {
  return {
    submitId: row.submitId,
    pid: row.pid,
    displayPid: row.displayPid,
    displayId: row.cid !== 0 ? row.displayPid : null,
    cid: row.cid,
    gid: row.gid,
    uid: row.uid,
    username: row.username,
    realname: extra.realname ?? null,
    title,
    status: row.status,
    score: row.score,
    oiRankScore: row.oiRankScore,
    time: row.timeMs,
    memory: row.memoryKb,
    length: row.length,
    language: row.language,
    judger: row.judger,
    isManual: row.isManual,
    submitTime: row.submitTime.toISOString(),
    errorMessage: extra.errorMessage ?? null,
    share: row.share,
  };
}
