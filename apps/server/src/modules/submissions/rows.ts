// A submission with the facts of its problem that the rules need, and its wire form.
import { eq, sql } from 'drizzle-orm';
import type { Submission } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../plugins/app/errors.ts';
import { contests } from '../contests/tables.ts';
import { problems } from '../problems/tables.ts';
import { submissions } from './tables.ts';

export type SubmissionRow = typeof submissions.$inferSelect;

export const problemFacts = {
  title: problems.title,
  auth: problems.auth,
  gid: problems.gid,
  type: problems.type,
  difficulty: problems.difficulty,
  ioScore: problems.ioScore,
  codeShare: problems.codeShare,
  openCaseResult: problems.openCaseResult,
  judgeCaseMode: problems.judgeCaseMode,
};

/** The creator of the submission's contest, who administers it with root; null outside contests. */
export const contestUid = sql<string | null>`(select ${contests.uid} from ${contests} where ${contests.id} = ${submissions.cid})`;

export interface LoadedSubmission {
  submission: SubmissionRow & { contestUid: string | null };
  problem: Pick<typeof problems.$inferSelect, keyof typeof problemFacts>;
}

/** The submission and its problem, or 404; `forUpdate` locks the submission row until the transaction ends. */
export async function loadSubmission(db: Db | Tx, submitId: number, options: { forUpdate?: boolean } = {}): Promise<LoadedSubmission> {
  const query = db.select({ submission: submissions, problem: problemFacts, contestUid }).from(submissions).innerJoin(problems, eq(problems.id, submissions.pid)).where(eq(submissions.submitId, submitId));
  const [row] = options.forUpdate ? await query.for('update', { of: submissions }) : await query;
  if (!row) throw notFound('Submission_not_found');
  return { submission: { ...row.submission, contestUid: row.contestUid }, problem: row.problem };
}

/** The wire row, without code; the detail adds the code when the viewer may see it. */
export function toSubmission(row: Omit<SubmissionRow, 'code'>, title: string, extra: { realname?: string | null; errorMessage?: string | null } = {}): Submission {
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
