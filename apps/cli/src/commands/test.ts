// `./verdict test`: type checks, then every vitest project: the server tests and the browser tests side by
// side (one file at a time each, so each has a core of its own; the browser run's output follows the server
// run's), then the judge's tests (which run hostile code, timed) alone, inside a throwaway PID namespace and a
// capped cgroup.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { createJail } from '../jail.ts';
import { BIN, REPO_ROOT } from '../paths.ts';
import { buildIfNeeded } from './build.ts';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  success: boolean;
}

function run(label: string, command: string[]): boolean {
  console.error(`verdict test: ${label}`);
  const result = spawnSync(command[0], command.slice(1), { cwd: REPO_ROOT, stdio: 'inherit' });
  return result.status === 0;
}

function vitestCommand(projects: string[], args: string[]): { command: string[]; report: string } {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-test-')), 'vitest.json');
  return { command: [BIN('vitest'), 'run', ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], report };
}

const readReport = (report: string): VitestJson | null => (fs.existsSync(report) ? (JSON.parse(fs.readFileSync(report, 'utf8')) as VitestJson) : null);

function vitest(label: string, projects: string[], args: string[], wrap: (command: string[]) => string[] = (c) => c): VitestJson | null {
  const { command, report } = vitestCommand(projects, args);
  run(label, wrap(command));
  return readReport(report);
}

/** Runs a command without blocking this process; its output goes to ours, or is kept when `keep` is given. */
function runAsync(command: string[], keep?: Buffer[]): Promise<void> {
  const child = spawn(command[0], command.slice(1), { cwd: REPO_ROOT, stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  child.stdout?.on('data', (chunk: Buffer) => keep?.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => keep?.push(chunk));
  return new Promise((resolve) => child.on('close', () => resolve()));
}

/** Two vitest runs side by side: the first's output as it comes, the second's after it (never interleaved). */
async function vitestSideBySide(first: { label: string; projects: string[]; args: string[] }, second: { label: string; projects: string[]; args: string[] }): Promise<(VitestJson | null)[]> {
  const [a, b] = [first, second].map((r) => vitestCommand(r.projects, r.args));
  const kept: Buffer[] = [];
  console.error(`verdict test: ${first.label}`);
  const secondDone = runAsync(b.command, kept);
  await runAsync(a.command);
  await secondDone;
  console.error(`verdict test: ${second.label}`);
  process.stderr.write(Buffer.concat(kept));
  return [readReport(a.report), readReport(b.report)];
}

export async function test(args: string[]): Promise<number> {
  await buildIfNeeded();
  const typesOk = run('type check (server, judge, shared, cli)', [BIN('tsc'), '-p', 'tsconfig.json']) && run('type check (web)', [BIN('tsc'), '-p', 'apps/web/tsconfig.json']);
  const results = await vitestSideBySide(
    { label: 'server tests (one file at a time, beside the browser tests)', projects: ['server'], args: ['--maxWorkers=1', ...args] },
    { label: 'browser tests (ran beside the server tests)', projects: ['@verdict/web'], args },
  );
  const jail = createJail(`verdict-test-jail-${process.pid}`);
  try {
    results.push(vitest('judge tests (jailed)', ['judge'], args, jail.wrap));
  } finally {
    jail.remove();
  }
  const passed = results.reduce((sum, r) => sum + (r?.numPassedTests ?? 0), 0);
  const failed = results.reduce((sum, r) => sum + (r ? r.numFailedTests : 1), 0) + (typesOk ? 0 : 1);
  const skipped = results.reduce((sum, r) => sum + (r?.numPendingTests ?? 0), 0);
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  return failed === 0 && results.every((r) => r?.success) ? 0 : 1;
}
