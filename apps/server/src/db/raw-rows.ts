// Raw statements: both drivers (node-postgres and PGlite) answer db.execute with { rows }.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

export async function rawRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
