// Database client: PGlite in DATA_DIR when DATABASE_URL is unset, PostgreSQL otherwise; migrations run on open.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDatabaseDir } from './pglite-lock.ts';
import { databaseHealth } from './unavailable.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');
/** Serialises migrations when several processes start against one PostgreSQL. */
const MIGRATION_LOCK = 7_726_411;

async function openPglite(dataDir: string | 'memory', template?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client;
  let unlock = () => {};
  if (dataDir === 'memory') client = new PGlite(template ? { loadDataDir: template } : {});
  else {
    const dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDatabaseDir(dir);
    client = new PGlite(dir);
  }
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close().finally(unlock) };
  } catch (error) {
    await client.close().catch(() => {});
    unlock();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // JIT off: our queries are short, and a count over a large table would spend more compiling (100 ms and up)
  // than running, on a core the other requests need.
  // A request waits at most 10 s for a connection (all busy, or the database unreachable), then answers 503.
  const pool = new pg.Pool({ connectionString: url, max: 20, options: '-c jit=off', connectionTimeoutMillis: 10_000 });
  const db = drizzle({ client: pool, schema });
  const health = databaseHealth(db as unknown as Db);
  // A connection the server closed (a restart, an administrator) is dropped from the pool, which connects anew
  // when next needed. Its error event is heard while it is lent out too: unheard, it would end the process.
  pool.on('error', (error) => health.unreachable(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => health.unreachable(error));
    health.reachable();
  });
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client: lock, schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/**
 * Opens the configured database and brings its schema up to date. `pgliteTemplate`: an in-memory PGlite starts
 * as a copy of this dump (dumpPglite) instead of an empty cluster, which takes seconds to create (tests).
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string | 'memory'; pgliteTemplate?: Blob }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.pgliteTemplate);
}

/** A dump of a fresh, migrated in-memory PGlite, to start others from. */
export async function dumpPglite(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  try {
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
