// The account command-line imports run as: root, who manages every problem and may publish.
import { Role } from '@verdict/shared';
import type { Db } from '../../../db/client.ts';
import { userNamedExactly } from '../../accounts/index.ts';
import type { Manager } from '../../problems/index.ts';

export async function rootImporter(db: Db): Promise<Manager> {
  const root = await userNamedExactly(db, 'root');
  if (!root) throw new Error('there is no root account (start the server once first)');
  return { ...root, role: Role.Root };
}
