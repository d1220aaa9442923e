// Vitest config of the web: browser tests and unit tests of pure helpers under src. The browser-test files of one
// vitest worker share a server (database, judge worker) and a Debian Chromium (e2e/harness.ts): the files run
// non-isolated, one after the other in a worker that stays up, and the e2e environment stops what they shared when
// vitest stops the worker (e2e/environment.ts).
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: './e2e/environment.ts',
    include: ['e2e/**/*.test.ts', 'src/**/*.test.ts'],
    // A worker runs file after file with its modules (and so the shared server) kept.
    isolate: false,
    // After the server tests, in a group of their own: vitest hands a non-isolated worker the next file only when
    // that file is of the same project, so browser files mixed in the queue with server files would each get a
    // fresh worker (and a fresh server).
    sequence: { groupOrder: 1 },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser test that fails once on a loaded two-core machine (a 15 s wait missed) gets a second try; one
    // that fails twice fails the run.
    retry: 1,
  },
});
