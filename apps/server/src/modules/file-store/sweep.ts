// The periodic garbage sweep: every interval, one pass of the store's sweep (on postgres, by one host at a time).
// A blob is removed only after nothing referenced it for the whole grace period and no put found it within it.
import type { FileStore } from './store.ts';

export interface SweepLog {
  info(details: object, message: string): void;
}

export interface FileSweep {
  /** Runs a pass now (tests, the benchmark); answers what it did. */
  runNow(): ReturnType<FileStore['sweep']>;
  stop(): Promise<void>;
}

export function startFileSweep(
  store: FileStore,
  options: { intervalMs: number; graceMs: number; log: SweepLog; onError: (error: unknown) => void },
): FileSweep {
  let running: ReturnType<FileStore['sweep']> | null = null;
  let stopped = false;
  const pass = () => {
    if (running) return running;
    const started = Date.now();
    running = store.sweep(options.graceMs).finally(() => (running = null));
    running.then((result) => {
      if (result.removed)
        options.log.info({ ...result, ms: Date.now() - started }, `file store sweep removed ${result.removed} unreferenced files`);
    }, options.onError);
    return running;
  };
  const timer = setInterval(() => !stopped && void pass().catch(() => {}), options.intervalMs);
  timer.unref();
  return {
    runNow: pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
