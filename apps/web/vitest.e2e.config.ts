// Vitest config of the web: browser tests (each file its own server, database and Debian Chromium, so files run
// side by side as workers allow) and unit tests of pure helpers under src.
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['e2e/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser test that fails once on a loaded two-core machine (a 15 s wait missed) gets a second try; one
    // that fails twice fails the run.
    retry: 1,
  },
});
