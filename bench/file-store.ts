// Benchmark: the PostgreSQL file store with a 500 MB case file (docs/scaling.md). A server process on a new PostgreSQL
// database (FILE_STORE postgres, bench/lib/file-store-host.ts) stores the file through its store (chunks of 1 MB), then
// serves it to a judge worker's request (GET /api/judge/data/<hash>) twice: the first read fills the host's disk cache
// from the database, the second is the cached read path. The baseline, in the same run: a plain streamed copy of the
// file on the same disk. Peak memory is the server process's high-water mark (VmHWM, reset before each phase) less its
// size before: the file must stream, never sit in memory (target: growth ≤ 100 MB).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createHash, randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { fork, type ChildProcess } from 'node:child_process';
import { JUDGE_SECRET_HEADER } from '@verdict/shared';
import type { HostRequest } from './lib/file-store-host.ts';
import { PG_ADMIN_URL, withAdmin } from './lib/harness.ts';

const MB = 1024 * 1024;
const SIZE_MB = Number(process.env.VERDICT_BENCH_FILE_MB ?? 500);
const SECRET = 'file-store-bench-secret';
const PEAK_GROWTH_TARGET_MB = 100;

/** The server process, asked over its IPC channel. */
class Host {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static async start(env: NodeJS.ProcessEnv): Promise<Host> {
    const tsx = path.resolve(import.meta.dirname, '../node_modules/tsx/dist/esm/index.mjs');
    const child = fork(path.join(import.meta.dirname, 'lib/file-store-host.ts'), { execArgv: ['--import', tsx], env, stdio: 'inherit' });
    const [ready] = (await once(child, 'message')) as [{ url: string }];
    return new Host(child, ready.url);
  }

  async ask<T>(request: HostRequest): Promise<T> {
    this.child.send(request);
    const [answer] = (await once(this.child, 'message')) as [T & { error?: string }];
    if (answer.error) throw new Error(answer.error);
    return answer;
  }

  async stop(): Promise<void> {
    const exited = once(this.child, 'exit');
    this.child.send({ op: 'stop' });
    await exited;
  }
}

/** Runs `fn`, answering its time and the server's peak memory growth over its size before (MB). */
async function timed<T>(host: Host, fn: () => Promise<T>): Promise<{ value: T; seconds: number; peakMb: number }> {
  const { rssKb } = await host.ask<{ rssKb: number }>({ op: 'reset' });
  const started = performance.now();
  const value = await fn();
  const seconds = (performance.now() - started) / 1000;
  const { hwmKb } = await host.ask<{ hwmKb: number }>({ op: 'peak' });
  return { value, seconds, peakMb: (hwmKb - rssKb) / 1024 };
}

async function copyTimed(fn: () => Promise<void>): Promise<{ seconds: number }> {
  const started = performance.now();
  await fn();
  return { seconds: (performance.now() - started) / 1000 };
}

/** Lines of random numbers, as test data looks (it compresses about as well), `mb` MB in all. */
async function writeCase(file: string, mb: number): Promise<string> {
  const digest = createHash('sha256');
  const out = fs.createWriteStream(file);
  for (let i = 0; i < mb; i++) {
    const random = randomBytes(MB);
    const block = Buffer.alloc(MB);
    for (let j = 0; j < MB; j++) block[j] = (j + 1) % 12 === 0 ? 10 : 48 + (random[j] % 10);
    digest.update(block);
    if (!out.write(block)) await once(out, 'drain');
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return digest.digest('hex');
}

/** Downloads the case as a worker does, counting and hashing what arrives. */
async function download(url: string): Promise<{ bytes: number; hash: string }> {
  const res = await fetch(url, { headers: { [JUDGE_SECRET_HEADER]: SECRET } });
  if (!res.ok || !res.body) throw new Error(`GET ${url}: HTTP ${res.status}`);
  const digest = createHash('sha256');
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    digest.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, hash: digest.digest('hex') };
}

const rate = (seconds: number) => SIZE_MB / seconds;

export async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-bench-file-store-'));
  const name = `verdict_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(PG_ADMIN_URL), { pathname: `/${name}` }).toString();
  await withAdmin((c) => c.query(`create database ${name}`));
  try {
    const file = path.join(work, 'case.in');
    const hash = await writeCase(file, SIZE_MB);
    console.log(`${SIZE_MB} MB case written (${hash.slice(0, 12)}…)`);

    const copy = await copyTimed(() => pipeline(fs.createReadStream(file), fs.createWriteStream(path.join(work, 'copy.in'))));
    fs.rmSync(path.join(work, 'copy.in'));
    console.log(`plain copy: ${copy.seconds.toFixed(2)} s, ${rate(copy.seconds).toFixed(0)} MB/s`);

    const host = await Host.start({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(work, 'data'),
      FILE_STORE: 'postgres',
      FILE_CACHE_MB: '2048',
      HOST: '127.0.0.1',
      PORT: '0',
      JUDGE_SECRET: SECRET,
      ADMIN_PASSWORD: 'Bench1234',
      LOG_LEVEL: 'error',
    });
    try {
      const store = await timed(host, async () => (await host.ask<{ stored: { hash: string; size: number } }>({ op: 'put', file })).stored);
      if (store.value.hash !== hash || store.value.size !== SIZE_MB * MB) throw new Error(`stored ${JSON.stringify(store.value)}`);
      console.log(
        `store into PostgreSQL: ${store.seconds.toFixed(2)} s, ${rate(store.seconds).toFixed(0)} MB/s, peak +${store.peakMb.toFixed(0)} MB`,
      );

      const url = `${host.url}/api/judge/data/${hash}`;
      const cold = await timed(host, () => download(url));
      if (cold.value.hash !== hash) throw new Error('served content differs (first read)');
      console.log(
        `serve, first read (database → cache → worker): ${cold.seconds.toFixed(2)} s, ${rate(cold.seconds).toFixed(0)} MB/s, peak +${cold.peakMb.toFixed(0)} MB`,
      );

      const warm = await timed(host, () => download(url));
      if (warm.value.hash !== hash) throw new Error('served content differs (cached read)');
      console.log(
        `serve, cached read: ${warm.seconds.toFixed(2)} s, ${rate(warm.seconds).toFixed(0)} MB/s, peak +${warm.peakMb.toFixed(0)} MB`,
      );

      const peak = Math.max(store.peakMb, cold.peakMb, warm.peakMb);
      console.log(
        `ratios to the plain copy: store ${(store.seconds / copy.seconds).toFixed(2)}, first read ${(cold.seconds / copy.seconds).toFixed(2)}, cached read ${(warm.seconds / copy.seconds).toFixed(2)}; peak memory growth ${peak.toFixed(0)} MB (target ≤ ${PEAK_GROWTH_TARGET_MB})`,
      );
      console.log(
        JSON.stringify({
          sizeMb: SIZE_MB,
          copyS: +copy.seconds.toFixed(2),
          copyMBps: +rate(copy.seconds).toFixed(0),
          storeS: +store.seconds.toFixed(2),
          storeMBps: +rate(store.seconds).toFixed(0),
          storeRatio: +(store.seconds / copy.seconds).toFixed(2),
          storePeakMb: +store.peakMb.toFixed(0),
          serveFirstS: +cold.seconds.toFixed(2),
          serveFirstMBps: +rate(cold.seconds).toFixed(0),
          serveFirstRatio: +(cold.seconds / copy.seconds).toFixed(2),
          serveFirstPeakMb: +cold.peakMb.toFixed(0),
          serveCachedS: +warm.seconds.toFixed(2),
          serveCachedMBps: +rate(warm.seconds).toFixed(0),
          serveCachedRatio: +(warm.seconds / copy.seconds).toFixed(2),
          serveCachedPeakMb: +warm.peakMb.toFixed(0),
          peakGrowthMb: +peak.toFixed(0),
          withinTarget: peak <= PEAK_GROWTH_TARGET_MB,
        }),
      );
    } finally {
      await host.stop();
    }
  } finally {
    await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
    fs.rmSync(work, { recursive: true, force: true });
  }
}
