// The lint stage of `./verdict test` (and `npm run lint`): ESLint, the import boundaries (dependency-cruiser),
// Prettier's check and the TypeScript check of every workspace. The checks run side by side, as many as there
// are cores; the first that fails stops the others. Each check's output is printed whole when it ends.
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const CACHE = path.join(ROOT, 'node_modules/.cache');

/** What dependency-cruiser reads: the code its rules are about. */
export const BOUNDARY_ROOTS = ['apps/server/src', 'apps/web/src', 'apps/judge/src', 'apps/judge/test', 'packages/shared/src'];

export interface Check {
  label: string;
  command: string[];
}

// Slowest first, so that the last to start is a short one. Each keeps a cache in node_modules/.cache: a second
// run reads only the files that changed.
export const CHECKS: Check[] = [
  {
    label: 'type check (server, judge, shared, cli)',
    command: [BIN('tsc'), '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', path.join(CACHE, 'tsc/root.tsbuildinfo')],
  },
  { label: 'ESLint', command: [BIN('eslint'), '--cache', '--cache-location', path.join(CACHE, 'eslint/'), '.'] },
  {
    label: 'type check (web)',
    command: [BIN('tsc'), '-p', 'apps/web/tsconfig.json', '--incremental', '--tsBuildInfoFile', path.join(CACHE, 'tsc/web.tsbuildinfo')],
  },
  {
    label: 'import boundaries (dependency-cruiser)',
    command: [BIN('depcruise'), '--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...BOUNDARY_ROOTS],
  },
  {
    label: 'formatting (prettier --check)',
    command: [
      BIN('prettier'),
      '--check',
      '--cache',
      '--cache-location',
      path.join(CACHE, 'prettier/cache.json'),
      '--log-level',
      'warn',
      '.',
    ],
  },
];

interface Outcome {
  check: Check;
  ok: boolean;
  seconds: number;
  output: string;
}

function start(check: Check, children: Set<ChildProcess>): Promise<Outcome> {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command[0], check.command.slice(1), {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Plain text: the output is shown whole after the check, often in CI's log.
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'FORCE_COLOR')), NO_COLOR: '1' },
    });
    children.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => (output += `${error.message}\n`));
    child.once('close', (code) => {
      children.delete(child);
      resolve({ check, ok: code === 0, seconds: (Date.now() - began) / 1000, output });
    });
  });
}

/** Runs the checks; true when all pass. Stops at the first failure unless `failFast` is false. */
export async function lint({ checks = CHECKS, failFast = true, log = (line: string) => console.error(line) } = {}): Promise<boolean> {
  const began = Date.now();
  const children = new Set<ChildProcess>();
  const queue = [...checks];
  const running = new Map<Check, Promise<Outcome>>();
  const slots = Math.max(1, Math.min(os.availableParallelism(), checks.length));
  let failed = false;
  log(`lint: ${checks.map((c) => c.label).join(', ')}`);
  while (queue.length > 0 || running.size > 0) {
    while (queue.length > 0 && running.size < slots && !(failed && failFast)) {
      const check = queue.shift()!;
      running.set(check, start(check, children));
    }
    if (running.size === 0) break;
    const outcome = await Promise.race(running.values());
    running.delete(outcome.check);
    if (failed && failFast) {
      log(`lint: - ${outcome.check.label} (stopped)`);
      continue;
    }
    const mark = outcome.ok ? '✓' : '✗';
    log(`lint: ${mark} ${outcome.check.label} (${outcome.seconds.toFixed(1)} s)`);
    if (!outcome.ok) {
      log(outcome.output.trimEnd());
      failed = true;
      if (failFast) {
        for (const child of children) child.kill('SIGTERM');
      }
    }
  }
  if (failed && failFast && queue.length > 0) log(`lint: not run: ${queue.map((c) => c.label).join(', ')}`);
  log(`lint: ${failed ? 'failed' : 'passed'} in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return !failed;
}

if (import.meta.filename === process.argv[1]) {
  process.exit((await lint({ failFast: !process.argv.includes('--all') })) ? 0 : 1);
}
