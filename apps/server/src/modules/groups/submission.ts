// Submitting inside a group (reference §1.1 "Group problem"): the submissions module calls this before judging
// a problem sent with its gid. The group must be visible to the caller, the caller a member (the site root
// too), the problem one of the group's and open to the caller (hidden ones stay with the group admins).
import { forbidden, notFound } from '../../plugins/app/errors.ts';
import type { Tx } from '../../db/client.ts';
import { mayOpenGroupProblem } from '../problems/index.ts';
import { visibleGroup, type Member } from './access.ts';
import { isGroupMember } from './membership.ts';

export async function checkGroupSubmission(
  tx: Tx,
  gid: number,
  problem: { auth: number; gid: number | null },
  caller: Member,
): Promise<void> {
  await visibleGroup(tx, gid, caller, 'Submission_group_not_found');
  if (!(await isGroupMember(tx, gid, caller))) throw forbidden('Submission_group_members_only');
  if (problem.gid !== gid) throw notFound('Submission_group_problem_not_found');
  if (!(await mayOpenGroupProblem(tx, caller, problem))) throw forbidden('Submission_problem_hidden');
}
