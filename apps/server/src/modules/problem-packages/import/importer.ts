// The account command-line imports run as: root, who manages every problem and may publish.
import { eq } from 'drizzle-orm';
import { Role } from '@verdict/shared';
import type { Db } from '../../../db/client.ts';
import { users } from '../../accounts/tables.ts';
import type { Manager } from '../../problems/index.ts';

export async function rootImporter(db: Db): Promise<Manager> {
  const [root] = await db.select({ uid: users.uid, username: users.username }).from(users).where(eq(users.username, 'root'));
  if (!root) throw new Error('there is no root account (start the server once first)');
  return { ...root, role: Role.Root };
}
