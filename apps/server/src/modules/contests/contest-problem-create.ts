// A problem made inside a contest (/manage/contest/{cid}/problem/create): the back office's problem save under the
// caller's rights, contest-only (auth 3) whatever the form said, linked to the contest under its display id in the
// same transaction, so a failed link leaves no orphan problem behind.
import { ProblemAuth, type ContestProblemCreate, type ProblemSaveResult } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { prepareSave, problemListChanged, writeSave } from '../problems/index.ts';
import { editableContest, type Manager } from './admin-access.ts';
import { assertDisplayIdFree } from './admin-problems.ts';
import { contestProblems } from './tables.ts';

export async function createContestProblem(db: Db, dataDir: string, user: Manager, body: ContestProblemCreate): Promise<ProblemSaveResult> {
  const { cid, displayId, ...payload } = body;
  await editableContest(db, user, cid);
  const contestOnly = { ...payload, problem: { ...payload.problem, auth: ProblemAuth.ContestOnly } };
  const prepared = await prepareSave(db, dataDir, user, contestOnly, 'create');
  const created = await db.transaction(async (tx) => {
    const saved = await writeSave(tx, prepared);
    const shownAs = displayId ?? saved.problemId;
    await assertDisplayIdFree(tx, cid, shownAs);
    await tx.insert(contestProblems).values({ cid, pid: saved.pid, displayId: shownAs, displayTitle: payload.problem.title });
    return saved;
  });
  problemListChanged();
  return created;
}
