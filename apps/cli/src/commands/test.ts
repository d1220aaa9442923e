// `./verdict test`: the lint stage (ESLint, import boundaries, Prettier, the type check of every workspace; it
// stops at the first failure), then every vitest project: server and browser tests, and the judge's tests (which
// run hostile code) inside a throwaway PID namespace and a capped cgroup. Given test files or folders, it skips
// the lint stage and runs only the type checks beside the tests, so that a targeted run stays quick.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createJail } from '../jail.ts';
import { BIN, REPO_ROOT } from '../paths.ts';
import { buildIfNeeded } from './build.ts';
import { lint } from '../../../../tooling/lint.ts';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  success: boolean;
  testResults: {
    name: string;
    status: string;
    message?: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

// CI keeps only the tail of the output: name every failure there, with the first line of its message.
function failuresOf(report: VitestJson): string[] {
  return report.testResults.flatMap((file) => {
    const where = path.relative(REPO_ROOT, file.name);
    const tests = file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => `  ✗ ${where} > ${t.fullName}: ${firstLine(t.failureMessages[0])}`);
    if (tests.length === 0 && file.status === 'failed') return [`  ✗ ${where}: ${firstLine(file.message)}`];
    return tests;
  });
}

/** The ten test files that took longest, to see where the suite's time goes. */
function slowestFiles(reports: VitestJson[]): string[] {
  return reports
    .flatMap((r) => r.testResults)
    .map((file) => ({ where: path.relative(REPO_ROOT, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10)
    .map(({ where, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${where}`);
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n', 1)[0].slice(0, 300);
}

function run(label: string, command: string[]): Promise<boolean> {
  console.error(`verdict test: ${label}`);
  return new Promise((resolve) =>
    spawn(command[0], command.slice(1), { cwd: REPO_ROOT, stdio: 'inherit' }).once('close', (code) => resolve(code === 0)),
  );
}

async function vitest(
  label: string,
  projects: string[],
  args: string[],
  wrap: (command: string[]) => string[] = (c) => c,
): Promise<VitestJson | null> {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-test-')), 'vitest.json');
  const command = [
    BIN('vitest'),
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...args,
  ];
  await run(label, wrap(command));
  return fs.existsSync(report) ? (JSON.parse(fs.readFileSync(report, 'utf8')) as VitestJson) : null;
}

// Vitest options that take a value in the next argument: that value is not a test file filter.
const VALUE_OPTIONS = new Set(
  '--project -t --testNamePattern --shard --maxWorkers --reporter --outputFile --bail --retry -c --config -r --root --dir --exclude --pool --environment --testTimeout --hookTimeout --mode --seed'.split(
    ' ',
  ),
);

/** File or folder filters among the arguments (`./verdict test apps/server/src/modules/site`). */
export function fileFilters(args: string[]): string[] {
  return args.filter((arg, i) => !arg.startsWith('-') && !(i > 0 && VALUE_OPTIONS.has(args[i - 1])));
}

export async function test(args: string[]): Promise<number> {
  let typesOk = true;
  if (fileFilters(args).length === 0) {
    const began = Date.now();
    if (!(await lint())) {
      console.log('\nThe lint stage failed (see above): no test was run.\n0 passed, 1 failed, 0 skipped');
      return 1;
    }
    console.error(`verdict test: lint stage passed in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    await buildIfNeeded();
  } else {
    // A targeted run: the type checks go beside the web build.
    const checks = [
      run('type check (server, judge, shared, cli)', [BIN('tsc'), '-p', 'tsconfig.json']),
      run('type check (web)', [BIN('tsc'), '-p', 'apps/web/tsconfig.json']),
    ];
    await buildIfNeeded();
    typesOk = (await Promise.all(checks)).every(Boolean);
  }
  // Vitest gives a two-core machine one worker; the files here mostly wait (on the database, the browser, the
  // judge), so two run side by side. (The server tests in a process of their own beside the browser tests were
  // slower: 930 s against 838 s for both projects in one.)
  const results = [await vitest('server and browser tests', ['server', '@verdict/web'], ['--maxWorkers=2', ...args])];
  const jail = createJail(`verdict-test-jail-${process.pid}`);
  try {
    results.push(await vitest('judge tests (jailed)', ['judge'], args, jail.wrap));
  } finally {
    jail.remove();
  }
  const passed = results.reduce((sum, r) => sum + (r?.numPassedTests ?? 0), 0);
  const failed = results.reduce((sum, r) => sum + (r ? r.numFailedTests : 1), 0) + (typesOk ? 0 : 1);
  const skipped = results.reduce((sum, r) => sum + (r?.numPendingTests ?? 0), 0);
  const failures = results.flatMap((r) => (r ? failuresOf(r) : []));
  console.log(`\nSlowest test files:\n${slowestFiles(results.filter((r): r is VitestJson => r !== null)).join('\n')}`);
  if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
  if (!typesOk) console.log('\nThe type check failed (see above).');
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  return failed === 0 && results.every((r) => r?.success) ? 0 : 1;
}
