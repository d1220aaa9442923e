// A group's training lists (spec 002 §7 "Group trainings"): its members see the visible ones (its admins the
// hidden ones too), its admin pages every one with the form's fields.
import type { AdminTraining, PageResult, Pagination, TrainingListItem } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import type { ResolvedSession } from '../accounts/index.ts';
import { listGroupAdminTrainings, listGroupTrainings } from '../trainings/index.ts';
import { openGroup } from './access.ts';
import { isGroupAdmin } from './membership.ts';
import { assertGroupAdmin } from './problem-access.ts';

type GroupPage = Pagination & { gid: number; keyword?: string };

export async function groupTrainingList(db: Db, caller: ResolvedSession, query: GroupPage): Promise<PageResult<TrainingListItem>> {
  await openGroup(db, query.gid, caller, 'Group_training_members_only');
  return listGroupTrainings(db, query.gid, query, caller, await isGroupAdmin(db, query.gid, caller));
}

export async function groupAdminTrainingList(db: Db, caller: ResolvedSession, query: GroupPage): Promise<PageResult<AdminTraining>> {
  await assertGroupAdmin(db, query.gid, caller);
  return listGroupAdminTrainings(db, query.gid, query, caller);
}
