// Test helper: the real app on a throwaway PGlite or PostgreSQL database, seeded, driven with inject().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { dumpPglite, openDatabase, type Database } from '../db/client.ts';
import { seed } from '../seed.ts';

const require = createRequire(import.meta.url);

export type Backend = 'pglite' | 'postgres';

export const ROOT_PASSWORD = 'Root1234';
export const TEST_JUDGE_SECRET = 'test-judge-secret';
const PG_ADMIN_URL = process.env.VERDICT_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const POSTGRES_ANSWERS = await postgresAnswers();

/** The backend every server test runs on: PostgreSQL when 127.0.0.1:5432 answers (CI's machine has it), else PGlite. */
export const BACKENDS: Backend[] = POSTGRES_ANSWERS ? ['postgres'] : ['pglite'];

/**
 * Both backends, for the parity set: the files whose code differs between PGlite and PostgreSQL in practice (raw SQL,
 * row locks and the judge queue, sessions, keyword search, limits counted in SQL). The rest run once.
 */
export const PARITY_BACKENDS: Backend[] = POSTGRES_ANSWERS ? ['pglite', 'postgres'] : ['pglite'];

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty PostgreSQL database: its URL, and how to drop it. */
export async function openTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `verdict_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** A fresh database of the given kind; PostgreSQL ones are created per call and dropped on close. */
const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');

/** Names the template by what it holds: the migrations and the PGlite release. */
function templateKey(): string {
  // The package's entry file stands for its release (its exports hide package.json).
  const entry = fs.statSync(require.resolve('@electric-sql/pglite'));
  const hash = createHash('sha256').update(`${entry.size}:${entry.mtimeMs}`);
  const files = fs.readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** A fresh PGlite cluster takes seconds to create, a copy of a migrated one about one: test processes share one
 * dump in the temp folder (written whole, then renamed into place). */
async function loadPgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `verdict-pglite-template-${templateKey()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const dump = await dumpPglite();
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
}

let pgliteTemplate: Promise<Blob> | undefined;

export async function openTestDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') return openDatabase({ dataDir: 'memory', pgliteTemplate: await (pgliteTemplate ??= loadPgliteTemplate()) });
  const created = await openTestDatabaseUrl();
  const database = await openDatabase({ databaseUrl: created.url, dataDir: 'memory' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  dataDir: string;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Logs in and returns the token. */
  login(username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  backend: Backend,
  options: { demo?: boolean; tokenRefreshHours?: number; trustProxy?: boolean | string[] } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(backend);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-test-data-'));
  await seed(database.db, { adminPassword: ROOT_PASSWORD, demo: options.demo ?? false, dataDir });
  const app = await buildApp(database.db, {
    webDist: undefined,
    logLevel: 'silent',
    tokenTtlHours: 24,
    tokenRefreshHours: options.tokenRefreshHours ?? 12,
    dataDir,
    judgeSecret: TEST_JUDGE_SECRET,
    trustProxy: options.trustProxy,
  });
  await app.ready();
  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...(token ? { authorization: token } : {}), ...headers } });
  return {
    app,
    database,
    db: database.db,
    request,
    async login(username = 'root', password = ROOT_PASSWORD) {
      const res = await request({ method: 'POST', url: '/api/login', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      return res.headers.authorization as string;
    },
    dataDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
