// Server entry: open the database, seed, build the app and listen; the CLI and the tests start it here.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { configFromEnv, type ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seed } from './seed.ts';

export interface StartOptions extends Partial<Omit<ServerConfig, 'dataDir'>> {
  /** A folder, or 'memory' for a throwaway embedded database. */
  dataDir?: string | 'memory';
  /** Seed the demo content on first start (default true). */
  demo?: boolean;
  logStream?: NodeJS.WritableStream;
}

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const config = { ...configFromEnv(), ...stripUndefined(options) };
  const database = await openDatabase({ databaseUrl: options.databaseUrl ?? config.databaseUrl, dataDir: options.dataDir ?? config.dataDir });
  const app = await buildApp(database.db, config);
  try {
    const report = await seed(database.db, { adminPassword: config.adminPassword, demo: options.demo ?? true });
    if (report.generatedRootPassword) {
      app.log.warn(`created the root account with the random password ${report.generatedRootPassword} (shown only this once; set ADMIN_PASSWORD to choose it)`);
    } else if (report.rootCreated) {
      app.log.info('created the root account with ADMIN_PASSWORD');
    }
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ database: database.kind }, 'database ready');
  return {
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export { buildApp } from './app.ts';
export { openDatabase } from './db/client.ts';
export { configFromEnv } from './config.ts';
