// `./verdict test`: type checks, then every vitest project (API on PGlite and PostgreSQL, browser tests).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { BIN, REPO_ROOT } from '../paths.ts';
import { buildIfNeeded } from './build.ts';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  success: boolean;
}

function run(label: string, bin: string, args: string[]): boolean {
  console.error(`verdict test: ${label}`);
  const result = spawnSync(BIN(bin), args, { cwd: REPO_ROOT, stdio: 'inherit' });
  return result.status === 0;
}

export async function test(args: string[]): Promise<number> {
  await buildIfNeeded();
  const typesOk = run('type check (server, shared, cli)', 'tsc', ['-p', 'tsconfig.json']) && run('type check (web)', 'tsc', ['-p', 'apps/web/tsconfig.json']);
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-test-')), 'vitest.json');
  run('vitest', 'vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args]);
  const results: VitestJson | null = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : null;
  const passed = results?.numPassedTests ?? 0;
  const failed = (results?.numFailedTests ?? 0) + (typesOk ? 0 : 1) + (results ? 0 : 1);
  const skipped = results?.numPendingTests ?? 0;
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  return failed === 0 && results?.success ? 0 : 1;
}
