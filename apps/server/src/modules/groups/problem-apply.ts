// Group problems applying to be public (spec 002 §4, reference §8 "Apply public", §10): the author, the group root
// or the site root applies (progress 1) or cancels (back to none); root and problem admins review — 1 applying
// again, 2 public (the problem leaves its group: problems/apply-public.ts), 3 refused (it stays) — and the problem's
// creator gets a "mine" notice of the outcome.
import { inArray } from 'drizzle-orm';
import { ApplyPublicProgress, type ApplyPublicResult, type GroupProblemApplyRow, type PageResult } from '@verdict/shared';
import type { Db, Tx } from '../../db/client.ts';
import { page } from '../../db/pagination.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import { notifyTemplate } from '../messages/index.ts';
import {
  applyPublicPage,
  findProblem,
  moveApplyProgress,
  problemListChanged,
  publishGroupProblem,
  type ApplyPublicQuery,
} from '../problems/index.ts';
import type { Manager, ProblemRecord } from '../problems/index.ts';
import { groupById } from './access.ts';
import { groupProblemRights } from './problem-access.ts';
import { groups } from './tables.ts';

/** A problem still in its group; a published one answers "already public". */
async function groupProblemOf(db: Db | Tx, pid: number): Promise<ProblemRecord & { gid: number }> {
  const problem = await findProblem(db, pid);
  if (problem?.applyPublicProgress === ApplyPublicProgress.Public) throw badRequest('Group_problem_apply_already_public');
  if (problem?.gid == null) throw notFound('Group_problem_not_found');
  return problem as ProblemRecord & { gid: number };
}

/** Applies (from none or refused) or cancels (only while applying); answers the new progress. */
export async function applyPublic(db: Db, user: Manager, body: { pid: number; apply: boolean }): Promise<ApplyPublicResult> {
  const problem = await groupProblemOf(db, body.pid);
  // The creator, the group root or the site root (the rights of editing it from the group's admin pages).
  await groupProblemRights(user, problem.gid).assertEditable(db, problem);
  const from = problem.applyPublicProgress;
  if (body.apply && from === ApplyPublicProgress.Applying) throw badRequest('Group_problem_apply_already_applying');
  if (!body.apply && from !== ApplyPublicProgress.Applying) throw badRequest('Group_problem_apply_not_applying');
  const to = body.apply ? ApplyPublicProgress.Applying : null;
  if (!(await moveApplyProgress(db, problem.id, from, to))) throw badRequest('Group_problem_apply_changed');
  return { applyPublicProgress: to };
}

/** The review list, each row with its group's name. */
export async function applyPublicList(db: Db, query: ApplyPublicQuery): Promise<PageResult<GroupProblemApplyRow>> {
  const { rows, total } = await applyPublicPage(db, query);
  const gids = [...new Set(rows.flatMap((r) => (r.gid === null ? [] : [r.gid])))];
  const names = new Map(
    gids.length
      ? (await db.select({ id: groups.id, name: groups.name }).from(groups).where(inArray(groups.id, gids))).map((g) => [g.id, g.name])
      : [],
  );
  return page(
    rows.map(({ uid: _uid, ...r }) => ({
      ...r,
      groupName: r.gid === null ? null : (names.get(r.gid) ?? null),
      gmtModified: r.gmtModified.toISOString(),
    })),
    total,
  );
}

/** Sets a reviewed problem's progress; approval publishes it. The creator is told of an approval or a refusal. */
export async function changeApplyProgress(db: Db, user: Manager, body: { pid: number; progress: number }): Promise<ApplyPublicResult> {
  const problem = await groupProblemOf(db, body.pid);
  const from = problem.applyPublicProgress;
  if (from === null) throw badRequest('Group_problem_apply_not_applied');
  if (from === body.progress) return { applyPublicProgress: from };
  const group = await groupById(db, problem.gid);
  await db.transaction(async (tx) => {
    const moved =
      body.progress === ApplyPublicProgress.Public
        ? await publishGroupProblem(tx, problem.id, from)
        : await moveApplyProgress(tx, problem.id, from, body.progress);
    if (!moved) throw badRequest('Group_problem_apply_changed');
    if (body.progress === ApplyPublicProgress.Applying || problem.uid === null) return;
    const approved = body.progress === ApplyPublicProgress.Public;
    await notifyTemplate(tx, {
      titleKey: approved ? 'Group_problem_apply_approved_title' : 'Group_problem_apply_refused_title',
      contentKey: approved ? 'Group_problem_apply_approved_content' : 'Group_problem_apply_refused_content',
      kind: 'mine',
      recipientUids: [problem.uid],
      senderUid: user.uid,
      params: { problem: problem.problemId, title: problem.title, group: group?.name ?? '' },
      url: approved
        ? `/problem/${encodeURIComponent(problem.problemId)}`
        : `/group/${problem.gid}/problem/${encodeURIComponent(problem.problemId)}`,
    });
  });
  problemListChanged();
  return { applyPublicProgress: body.progress };
}
