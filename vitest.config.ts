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
      './apps/web/vitest.e2e.config.ts',
    ],
  },
});
