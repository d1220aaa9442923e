// Server configuration: read once from the environment, documented in the README.
import os from 'node:os';
import path from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  /**
   * SITE_URL: the site's public address for links in mails; unset keeps the stored one (docs/api-accounts.md).
   * Not named BASE_URL: Vite and Vitest set that one to "/".
   */
  baseUrl: string | undefined;
  webDist: string | undefined;
  logLevel: string;
  /** Shared secret of the judge workers; unset means a random one for the local workers only. */
  judgeSecret: string | undefined;
  /** Local judge workers' concurrent tasks (0: none, for a server whose workers run elsewhere). */
  judgeWorkers: number;
  /** Hours a token lives, and after how many it is swapped for a fresh one. */
  tokenTtlHours: number;
  tokenRefreshHours: number;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits, logs): false (default) believes
   * none, true every one (the server is reachable only through its proxy), or a list of proxy addresses or CIDRs.
   */
  trustProxy: boolean | string[];
  /** Which store holds test data, images and uploads (docs/scaling.md): FILE_STORE, else postgres when DATABASE_URL is set. */
  fileStore: 'local' | 'postgres';
  /** The postgres store's read-through cache on this host's disk, in MB (FILE_CACHE_MB). */
  fileCacheMb: number;
  /** The file sweep: how often it runs and how long a file stays unreferenced before it goes (seconds). */
  fileSweepIntervalS: number;
  fileSweepGraceS: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: env.PORT ? Number(env.PORT) : 8080,
    dataDir: path.resolve(env.DATA_DIR || path.join(process.cwd(), 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    baseUrl: env.SITE_URL || undefined,
    webDist: path.join(repoRoot, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL || 'info',
    judgeSecret: env.JUDGE_SECRET || undefined,
    judgeWorkers:
      env.JUDGE_WORKERS !== undefined && env.JUDGE_WORKERS !== '' ? Math.max(0, Number(env.JUDGE_WORKERS) || 0) : os.availableParallelism(),
    tokenTtlHours: 24,
    tokenRefreshHours: 12,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    fileStore: parseFileStore(env.FILE_STORE, env.DATABASE_URL),
    fileCacheMb: positive(env.FILE_CACHE_MB, 2048),
    fileSweepIntervalS: positive(env.FILE_SWEEP_INTERVAL_S, 600),
    fileSweepGraceS: positive(env.FILE_SWEEP_GRACE_S, 3600),
  };
}

/** FILE_STORE: `postgres` or `local`; unset, postgres when DATABASE_URL is set (one store for every host), else local. */
export function parseFileStore(value: string | undefined, databaseUrl: string | undefined): 'local' | 'postgres' {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === 'postgres' || text === 'local') return text;
  if (text !== '') throw new Error(`FILE_STORE must be postgres or local, not ${JSON.stringify(value)}`);
  return databaseUrl ? 'postgres' : 'local';
}

/** A number from the environment, not negative; the default when unset or empty. */
function positive(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`expected a number of at least 0, not ${JSON.stringify(value)}`);
  return number;
}

/** TRUST_PROXY: unset, empty or `false` is off; `true` trusts every proxy; else a comma-separated list of addresses or CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export const REPO_ROOT = repoRoot;
