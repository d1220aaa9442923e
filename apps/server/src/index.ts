// Server entry: open the database, seed, build the app and listen; the CLI and the tests start it here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { startLocalWorkers, type LocalWorkers } from './local-workers.ts';
import { buildApp } from './app.ts';
import { configFromEnv, type ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { backgroundFailure } from './db/unavailable.ts';
import { seed } from './seed.ts';
import { settleBaseUrl } from './modules/site/base-url.ts';
import { attachFileStore, openFileStore, startFileSweep, type FileStore, type FileSweep } from './modules/file-store/index.ts';

export interface StartOptions extends Partial<Omit<ServerConfig, 'dataDir'>> {
  /** A folder, or 'memory' for a throwaway embedded database. */
  dataDir?: string | 'memory';
  /** Seed the demo content on first start (default true). */
  demo?: boolean;
  logStream?: NodeJS.WritableStream;
}

export interface RunningServer {
  url: string;
  /** Where test data and files live. */
  dataDir: string;
  judgeSecret: string;
  /** Where test data, images and uploads are stored (docs/scaling.md). */
  fileStore: FileStore;
  fileSweep: FileSweep;
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = { ...configFromEnv(), ...stripUndefined(options) };
  const dataDir = options.dataDir ?? config.dataDir;
  // An in-memory database still needs a folder for test data and files: a throwaway one.
  const filesDir = dataDir === 'memory' ? fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-data-')) : dataDir;
  fs.mkdirSync(filesDir, { recursive: true });
  const judgeSecret = config.judgeSecret ?? randomBytes(32).toString('base64url');
  const databaseUrl = options.databaseUrl ?? config.databaseUrl;
  const database = await openDatabase({ databaseUrl, dataDir });
  const app = await buildApp(database.db, { ...config, dataDir: filesDir, judgeSecret, judgeSecretGenerated: !config.judgeSecret });
  let workers: LocalWorkers | null = null;
  let url: string;
  let fileStore: FileStore;
  let detachFileStore = () => {};
  try {
    // FILE_STORE chooses; unset, a server on PostgreSQL (DATABASE_URL or a URL given here) keeps its files there.
    const kind = options.fileStore ?? (process.env.FILE_STORE ? config.fileStore : databaseUrl ? 'postgres' : 'local');
    fileStore = await openFileStore(database.db, filesDir, { kind, cacheBytes: config.fileCacheMb * 1024 * 1024 }, app.log);
    detachFileStore = attachFileStore(filesDir, fileStore);
    app.log.info({ fileStore: kind }, kind === 'postgres' ? 'files are stored in PostgreSQL' : `files are stored in ${filesDir}`);
    const report = await seed(database.db, { adminPassword: config.adminPassword, demo: options.demo ?? true, dataDir: filesDir });
    if (report.generatedRootPassword) {
      app.log.warn(
        `created the root account with the random password ${report.generatedRootPassword} (shown only this once; set ADMIN_PASSWORD to choose it)`,
      );
    } else if (report.rootCreated) {
      app.log.info('created the root account with ADMIN_PASSWORD');
    }
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    const baseUrl = await settleBaseUrl(database.db, { configured: config.baseUrl, listening: new URL(url) });
    if (baseUrl) app.log.info(`links in mails point at ${baseUrl} (set SITE_URL to change it)`);
    else app.log.warn('no site address: password reset links are refused until SITE_URL is set');
  } catch (error) {
    await app.close();
    detachFileStore();
    await database.close();
    throw error;
  }
  app.log.info({ database: database.kind }, 'database ready');
  const fileSweep = startFileSweep(fileStore, {
    intervalMs: config.fileSweepIntervalS * 1000,
    graceMs: config.fileSweepGraceS * 1000,
    log: app.log,
    onError: backgroundFailure(database.db, app.log, 'file store sweep failed'),
  });
  if (config.judgeWorkers > 0)
    workers = startLocalWorkers({ serverUrl: url, secret: judgeSecret, concurrency: config.judgeWorkers, log: app.log });
  return {
    url,
    app,
    database,
    dataDir: filesDir,
    judgeSecret,
    fileStore,
    fileSweep,
    close: async () => {
      await workers?.stop();
      await fileSweep.stop();
      await closeGracefully(app);
      detachFileStore();
      await fileStore.close();
      await database.close();
      if (dataDir === 'memory') fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Stops accepting and lets in-flight requests finish; once none is left, the remaining connections (idle
 * keep-alives, clients that stopped listening) are closed. After 10 s everything is cut.
 */
async function closeGracefully(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(
    () => (app.requestsInFlight.size === 0 ? app.server.closeAllConnections() : app.server.closeIdleConnections()),
    50,
  );
  const cut = setTimeout(() => app.server.closeAllConnections(), 10_000);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export { buildApp } from './app.ts';
export { openDatabase } from './db/client.ts';
export { DatabaseInUseError } from './db/pglite-lock.ts';
export { configFromEnv } from './config.ts';
export { startLocalWorkers, type LocalWorkers, type WorkerLog } from './local-workers.ts';
export { seed } from './seed.ts';
export { testDataPath } from './modules/problems/index.ts';
export { attachFileStore, fileStore, openFileStore } from './modules/file-store/index.ts';
export {
  importProblemFile,
  rootImporter,
  verificationTargets,
  type ImportOptions,
  type VerificationTarget,
} from './modules/problem-packages/index.ts';
export { exportFileName, exportProblems } from './modules/problem-packages/index.ts';
