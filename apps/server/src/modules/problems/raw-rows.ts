// Raw statements of this module: both drivers (node-postgres and PGlite) answer db.execute with { rows }.
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function rawRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
