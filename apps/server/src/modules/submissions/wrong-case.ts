// Wrong-case download: the input and expected output of a submission's first failed case, for its author or
// the admins of its context (access.ts administersSubmission), within a daily quota (2 for users, 5 for the admin
// roles) counted since local midnight. Inside contests only for the contest's admins.
import { buffer } from 'node:stream/consumers';
import { and, asc, count, eq, gte, ne } from 'drizzle-orm';
import yazl from 'yazl';
import { isAdminRole, JudgeStatus, LIMITS } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../plugins/app/errors.ts';
import { fileStore } from '../file-store/index.ts';
import { findProblemCase } from '../problems/index.ts';
import { administersSubmission, caseResultsOpen, groupAdminFact, type Viewer } from './access.ts';
import { loadSubmission } from './rows.ts';
import { startOfDay } from './service.ts';
import { caseDownloads, judgeCases } from './tables.ts';
import { lockUser, UserLock } from '../../db/user-lock.ts';

export interface WrongCase {
  fileName: string;
  zip: NodeJS.ReadableStream;
}

export const dailyDownloadQuota = (role: number) => (isAdminRole(role) ? LIMITS.downloadsPerDayAdmin : LIMITS.downloadsPerDayUser);

async function readCaseFile(dataDir: string, hash: string): Promise<Buffer> {
  const store = fileStore(dataDir);
  if (!(await store.exists(hash))) throw notFound('Wrong_case_data_missing');
  return buffer(await store.open(hash));
}

/** The lowest-numbered case that did not pass, with its test data read from the store. */
async function firstFailedCase(db: Db, dataDir: string, submitId: number, pid: number) {
  const [failed] = await db
    .select({ seq: judgeCases.seq })
    .from(judgeCases)
    .where(and(eq(judgeCases.submitId, submitId), ne(judgeCases.status, JudgeStatus.Accepted)))
    .orderBy(asc(judgeCases.seq))
    .limit(1);
  if (!failed) throw badRequest('Wrong_case_none');
  const data = await findProblemCase(db, pid, failed.seq);
  if (!data) throw notFound('Wrong_case_data_missing');
  return { seq: failed.seq, input: await readCaseFile(dataDir, data.inputHash), output: await readCaseFile(dataDir, data.outputHash) };
}

/** Counts the download against today's quota, in one transaction per user, or refuses it. */
async function recordDownload(db: Db, viewer: Viewer, submitId: number): Promise<void> {
  const limit = dailyDownloadQuota(viewer.role);
  await db.transaction(async (tx) => {
    await lockUser(tx, UserLock.CaseDownload, viewer.uid);
    const [{ used }] = await tx
      .select({ used: count() })
      .from(caseDownloads)
      .where(and(eq(caseDownloads.uid, viewer.uid), gte(caseDownloads.gmtCreate, startOfDay(0))));
    if (used >= limit) throw new AppError(429, 'Wrong_case_quota_exceeded', { limit });
    await tx.insert(caseDownloads).values({ uid: viewer.uid, submitId });
  });
}

export async function downloadWrongCase(db: Db, dataDir: string, viewer: Viewer, submitId: number): Promise<WrongCase> {
  const { submission, problem } = await loadSubmission(db, submitId);
  const facts = { ...submission, groupAdmin: await groupAdminFact(db, viewer, submission.gid) };
  const admin = administersSubmission(viewer, facts);
  if (submission.uid !== viewer.uid && !admin) throw forbidden('Wrong_case_owner_only');
  // Test data must not leak through this door where the case view is closed, nor in contests.
  if (!caseResultsOpen(viewer, facts, problem)) throw forbidden('Submission_case_results_closed');
  if (submission.cid !== 0 && !admin) throw forbidden('Wrong_case_contest');
  const failed = await firstFailedCase(db, dataDir, submitId, submission.pid);
  await recordDownload(db, viewer, submitId);
  const zip = new yazl.ZipFile();
  zip.addBuffer(failed.input, `${failed.seq}.in`);
  zip.addBuffer(failed.output, `${failed.seq}.out`);
  zip.end();
  return { fileName: `submission_${submitId}_case_${failed.seq}.zip`, zip: zip.outputStream };
}
