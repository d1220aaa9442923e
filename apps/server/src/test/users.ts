// Test fixtures: users of any role, created straight in the database.
import type { RoleCode } from '@verdict/shared';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { users } from '../modules/accounts/tables.ts';

export async function createUser(
  db: Db,
  username: string,
  role: RoleCode = 1002,
  password = 'Passw0rd',
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const [row] = await db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password), roleId: role, ...extra })
    .returning();
  return row;
}
