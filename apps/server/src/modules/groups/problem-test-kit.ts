// Test kit of the group problem and training administration tests: groups and members written straight into the
// tables (the groups core's routes are another issue's), a cast of members per level, and calls in English.
import type { GroupLevelCode } from '@verdict/shared';
import type { TestApp } from '../../test/helper.ts';
import { userWithToken } from '../submissions/test-fixtures.ts';
import { groupMembers, groups } from './tables.ts';

export { call, validPayload } from '../problems/admin-test-kit.ts';

type User = Awaited<ReturnType<typeof userWithToken>>;

export async function createGroup(t: TestApp, owner: User, shortName: string): Promise<number> {
  const [group] = await t.db
    .insert(groups)
    .values({
      name: `Group ${shortName}`,
      shortName,
      brief: 'A brief',
      description: 'A description',
      uid: owner.uid,
      owner: owner.username,
      auth: 1,
    })
    .returning({ id: groups.id });
  await joinGroup(t, group.id, owner, 5);
  return group.id;
}

export async function joinGroup(t: TestApp, gid: number, user: User, level: GroupLevelCode): Promise<void> {
  await t.db.insert(groupMembers).values({ gid, uid: user.uid, auth: level });
}

/** A group with its owner (level 5), two admins (4), a member (3), an applicant (1), and a stranger outside it. */
export async function groupCast(t: TestApp, shortName: string) {
  const prefix = shortName.toLowerCase();
  const owner = await userWithToken(t, 1002, `${prefix}owner`);
  const gid = await createGroup(t, owner, shortName);
  const cast = { owner, admin: owner, otherAdmin: owner, member: owner, applicant: owner, stranger: owner };
  for (const [role, level] of [
    ['admin', 4],
    ['otherAdmin', 4],
    ['member', 3],
    ['applicant', 1],
  ] as const) {
    cast[role] = await userWithToken(t, 1002, `${prefix}${role}`);
    await joinGroup(t, gid, cast[role], level);
  }
  cast.stranger = await userWithToken(t, 1002, `${prefix}stranger`);
  return { gid, ...cast };
}
export type GroupCast = Awaited<ReturnType<typeof groupCast>>;
