// What the HTTP benchmarks share: a throwaway PostgreSQL database with a server on it, and autocannon load on a
// worker thread (so load generation does not share the server's event loop) with its latency percentiles.
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { startServer, type StartOptions } from '../../apps/server/src/index.ts';

export const PG_ADMIN_URL = process.env.VERDICT_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface LoadResult {
  reqPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
}

export interface LoadTarget {
  url: string;
  connections: number;
  durationS: number;
  /** Sent as the Authorization header of every request (a logged-in caller). */
  token?: string;
  /** POST this JSON body with the token, its currentPage drawn at random from 1..pages for each request. */
  pagedPost?: { token: string; body: object; pages: number };
}

const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannon);
const times = [];
const { url, connections, durationS, token, pagedPost } = workerData;
const options = { url, connections, duration: durationS };
if (token) options.headers = { authorization: token };
if (pagedPost) {
  Object.assign(options, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: pagedPost.token },
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ ...pagedPost.body, currentPage: 1 + Math.floor(Math.random() * pagedPost.pages) }) }) }],
  });
}
const instance = autocannon(options, (err, result) => {
  if (err) throw err;
  times.sort((a, b) => a - b);
  const at = (q) => times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : 0;
  parentPort.postMessage({ reqPerSec: result.totalCompletedRequests / result.duration, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), total: result.totalCompletedRequests, non2xx: result.non2xx, errors: result.errors });
});
instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
`;

export function load(target: LoadTarget): Promise<LoadResult> {
  const autocannon = createRequire(import.meta.url).resolve('autocannon');
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { ...target, autocannon } });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Prints the result's line; a non-2xx answer or an error fails the benchmark. */
export function report(label: string, result: LoadResult): LoadResult {
  console.log(
    `${label}: ${result.reqPerSec.toFixed(0)} req/s, latency p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms (${result.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors)`,
  );
  if (result.non2xx || result.errors) throw new Error(`${label}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return result;
}

/** Runs `fn` on a connection to the maintenance database (creating and dropping bench databases). */
export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

type BenchServer = Awaited<ReturnType<typeof startServer>>;

export const BENCH_ADMIN_PASSWORD = 'Bench1234';

/** A server on an in-memory database (root's password BENCH_ADMIN_PASSWORD; no judge, demo content or web app unless asked). */
export function startMemoryServer(options: StartOptions = {}): Promise<BenchServer> {
  return startServer({
    port: 0,
    dataDir: 'memory',
    adminPassword: BENCH_ADMIN_PASSWORD,
    logLevel: 'warn',
    webDist: undefined,
    demo: false,
    judgeWorkers: 0,
    ...options,
  });
}

/** What a benchmark may change of the server it runs against (by default: no web app, no demo content, no judge). */
export type BenchServerOptions = Pick<StartOptions, 'webDist' | 'demo' | 'judgeWorkers' | 'trustProxy'>;

/** Runs `fn` against a server on a new database (no judge; no demo content or web app unless asked), dropping both afterwards. */
export async function withBenchServer<T>(
  adminPassword: string,
  fn: (server: BenchServer, databaseUrl: string) => Promise<T>,
  options: BenchServerOptions = {},
): Promise<T> {
  const name = `verdict_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${name}` }).toString();
  await withAdmin((c) => c.query(`create database ${name}`));
  try {
    const server = await startServer({
      port: 0,
      databaseUrl,
      dataDir: 'memory',
      judgeWorkers: 0,
      adminPassword,
      logLevel: 'error',
      webDist: undefined,
      demo: false,
      ...options,
    });
    try {
      return await fn(server, databaseUrl);
    } finally {
      await server.close();
    }
  } finally {
    await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
  }
}
