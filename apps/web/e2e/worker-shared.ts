// What one vitest worker shares between the browser-test files it runs: the server and Chromium harness.ts starts
// once. It lives on globalThis because the e2e environment (environment.ts), which stops it when vitest stops the
// worker, is loaded apart from the test modules.
import type { Browser } from 'playwright-core';

export interface StoppableServer {
  stop(): Promise<void>;
}

export interface WorkerShared {
  server?: Promise<StoppableServer>;
  browser?: Promise<Browser>;
}

const KEY = Symbol.for('verdict.e2e.worker-shared');

export function workerShared(): WorkerShared {
  const holder = globalThis as { [KEY]?: WorkerShared };
  return (holder[KEY] ??= {});
}

/** Started once per worker; a start that failed is forgotten, so the next file tries again. */
export function once<K extends keyof WorkerShared>(key: K, start: () => NonNullable<WorkerShared[K]>): NonNullable<WorkerShared[K]> {
  const shared = workerShared();
  const existing = shared[key];
  if (existing) return existing;
  const started = start();
  shared[key] = started;
  (started as Promise<unknown>).catch(() => {
    if (shared[key] === started) delete shared[key];
  });
  return started;
}

/** Closes the worker's browser and stops its server, dropping its database and data folder. */
export async function stopWorkerShared(): Promise<void> {
  const shared = workerShared();
  const { server, browser } = shared;
  delete shared.server;
  delete shared.browser;
  await Promise.allSettled([browser?.then((b) => b.close()), server?.then((s) => s.stop())]);
}
