// Test kit of the groups tests: a valid group form, creating a group through the API (as root, exempt from the
// creation limits), members put straight into a group at a level, and a user with solved problems.
import type { GroupForm, GroupLevelCode, RoleCode } from '@verdict/shared';
import type { TestApp } from '../../test/helper.ts';
import { call } from '../problems/admin-test-kit.ts';
import { solve } from '../trainings/test-kit.ts';
import { createProblem, userWithToken } from '../submissions/test-fixtures.ts';
import { groupMembers } from './tables.ts';

export { call };

let groupCount = 0;

/** A valid form; names are made unique per call unless given. */
export function groupForm(overrides: Partial<GroupForm> = {}): Partial<GroupForm> {
  const n = ++groupCount;
  return {
    name: `Group number ${n}`,
    shortName: `grp${String(n).padStart(3, '0')}`,
    brief: 'A short brief',
    description: 'What the group is about.',
    auth: 1,
    visible: true,
    ...overrides,
  };
}

export async function createGroup(t: TestApp, token: string, overrides: Partial<GroupForm> = {}): Promise<number> {
  const res = await call(t, 'POST', '/api/group', token, { group: groupForm(overrides) });
  if (res.code !== 200) throw new Error(`create group failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** Puts the user into the group at the level (no checks: test setup). */
export async function addMember(t: TestApp, gid: number, uid: string, auth: GroupLevelCode, reason: string | null = null): Promise<void> {
  await t.db
    .insert(groupMembers)
    .values({ gid, uid, auth, reason })
    .onConflictDoUpdate({ target: [groupMembers.gid, groupMembers.uid], set: { auth, reason } });
}

let solvedCount = 0;
/** A fresh user (of the role) who has solved `count` public problems. */
export async function userWithSolved(t: TestApp, count: number, role: RoleCode = 1002) {
  const user = await userWithToken(t, role, 'solver');
  for (let i = 0; i < count; i++) await solve(t, user, await createProblem(t, { problemId: `SOLVED${++solvedCount}` }));
  return user;
}
