// What the back office may know of how this server runs (reference §10 "Deployment", which edits the database and
// Redis settings in place): here read-only, from the start-up settings and the database client, and never a
// password or secret. Verdict has no Redis.
import type { DeploymentInfo } from '@verdict/shared';
import type { Db } from '../../db/client.ts';

/** The start-up settings the answer draws on (app.ts passes them; the secret itself is never handed over). */
export interface DeploymentSettings {
  dataDir: string;
  judgeSecretSet: boolean;
  tokenTtlHours: number;
  tokenRefreshHours: number;
}

/** What drizzle keeps of its client: node-postgres's pool options, or PGlite's folder. */
interface DatabaseClient {
  options?: { connectionString?: string; host?: string; port?: number | string; database?: string; user?: string };
  dataDir?: string;
}

const orNull = <T>(value: T | undefined | '') => (value === undefined || value === '' ? null : value);

function postgresFacts(options: NonNullable<DatabaseClient['options']>): DeploymentInfo['database'] {
  let fromUrl: Partial<Record<'host' | 'port' | 'name' | 'user', string>> = {};
  if (options.connectionString) {
    try {
      const url = new URL(options.connectionString);
      fromUrl = {
        host: url.hostname,
        port: url.port,
        name: decodeURIComponent(url.pathname.slice(1)),
        user: decodeURIComponent(url.username),
      };
    } catch {
      // A connection string that is not a URL ("host=... dbname=..."): nothing is read from it.
    }
  }
  const port = orNull(fromUrl.port) ?? orNull(options.port);
  return {
    kind: 'postgres',
    host: orNull(fromUrl.host) ?? orNull(options.host),
    port: port === null ? null : Number(port),
    name: orNull(fromUrl.name) ?? orNull(options.database),
    user: orNull(fromUrl.user) ?? orNull(options.user),
    directory: null,
  };
}

export function describeDatabase(db: Db): DeploymentInfo['database'] {
  const client = (db as unknown as { $client?: DatabaseClient }).$client ?? {};
  if (client.options) return postgresFacts(client.options);
  const directory = client.dataDir && !client.dataDir.startsWith('memory://') ? client.dataDir : null;
  return { kind: 'pglite', host: null, port: null, name: null, user: null, directory };
}

export const deploymentInfo = (db: Db, settings: DeploymentSettings): DeploymentInfo => ({
  database: describeDatabase(db),
  dataDir: settings.dataDir,
  judgeSecretSet: settings.judgeSecretSet,
  tokenTtlHours: settings.tokenTtlHours,
  tokenRefreshHours: settings.tokenRefreshHours,
});
