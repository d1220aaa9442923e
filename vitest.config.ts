// Vitest projects: server and shared unit/API tests, and the browser tests against the built web app.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts', 'apps/cli/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'judge',
          include: ['apps/judge/src/**/*.test.ts', 'apps/judge/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Sandboxed runs measure CPU time: keep test files from competing for the two cores.
          fileParallelism: false,
        },
      },
      './apps/web/vitest.e2e.config.ts',
    ],
  },
});
