// Server configuration: read once from the environment, documented in the README.
import os from 'node:os';
import path from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  webDist: string | undefined;
  logLevel: string;
  /** Shared secret of the judge workers; unset means a random one for the local workers only. */
  judgeSecret: string | undefined;
  /** Local judge workers' concurrent tasks (0: none, for a server whose workers run elsewhere). */
  judgeWorkers: number;
  /** Hours a token lives, and after how many it is swapped for a fresh one. */
  tokenTtlHours: number;
  tokenRefreshHours: number;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: env.PORT ? Number(env.PORT) : 8080,
    dataDir: path.resolve(env.DATA_DIR || path.join(process.cwd(), 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDist: path.join(repoRoot, 'apps/web/dist'),
    logLevel: env.LOG_LEVEL || 'info',
    judgeSecret: env.JUDGE_SECRET || undefined,
    judgeWorkers: env.JUDGE_WORKERS !== undefined && env.JUDGE_WORKERS !== '' ? Math.max(0, Number(env.JUDGE_WORKERS) || 0) : os.availableParallelism(),
    tokenTtlHours: 24,
    tokenRefreshHours: 12,
  };
}

export const REPO_ROOT = repoRoot;
