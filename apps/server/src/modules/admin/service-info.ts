// This API server's figures for the back office: CPU, load, memory, versions, uptime and the database it runs on.
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { ServiceInfo } from '@verdict/shared';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

const SERVER_VERSION = (JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string })
  .version;

/** PGlite answers version() with its own release beside PostgreSQL's, e.g. "PostgreSQL 18.6 (PGlite 0.5.16) on wasm32...". */
async function databaseOf(db: Db): Promise<ServiceInfo['database']> {
  const [row] = await rawRows<{ version: string }>(db, sql`select version() as version`);
  const version = /^PostgreSQL [^\s]+/.exec(row.version)?.[0] ?? row.version.slice(0, 100);
  return { kind: row.version.includes('PGlite') ? 'PGlite' : 'PostgreSQL', version };
}

export async function serviceInfo(db: Db): Promise<ServiceInfo> {
  const [one, five, fifteen] = os.loadavg();
  const memoryTotal = os.totalmem();
  return {
    cpuCores: os.availableParallelism(),
    loadAverage: [one, five, fifteen],
    memoryTotal,
    memoryUsed: memoryTotal - os.freemem(),
    processRss: process.memoryUsage.rss(),
    nodeVersion: process.version,
    serverVersion: SERVER_VERSION,
    platform: `${os.type()} ${os.release()} (${process.arch})`,
    uptimeSeconds: Math.round(process.uptime()),
    database: await databaseOf(db),
  };
}
