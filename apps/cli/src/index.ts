// Verdict command line: dispatches `./verdict <command>` to its module.
import { buildIfNeeded } from './commands/build.ts';
import { judgeCommand } from './commands/judge.ts';
import { importCommand } from './commands/import.ts';
import { workerCommand } from './commands/worker.ts';
import { bench } from './commands/bench.ts';
import { start } from './commands/start.ts';
import { DatabaseInUseError } from '@verdict/server';
import { SandboxUnavailableError } from '@verdict/judge';
import { test } from './commands/test.ts';

const commands: Record<string, { run: (args: string[]) => Promise<number | void>; help: string }> = {
  start: { run: start, help: 'build if needed, migrate, seed on first start and serve the API and the web app' },
  test: { run: test, help: 'run every test (API on PGlite and PostgreSQL, browser tests in Chromium)' },
  judge: { run: judgeCommand, help: 'judge a source file against a problem folder and print the result as JSON' },
  import: {
    run: importCommand,
    help: 'import an FPS XML file or an HOJ, QDUOJ or Hydro zip into the database `start` uses; --verify judges its reference solutions',
  },
  worker: { run: workerCommand, help: 'run a judge worker for a server on another host (--server URL --secret S)' },
  bench: { run: bench, help: 'run a benchmark from bench/ (e.g. judge-throughput)' },
  build: { run: async () => void (await buildIfNeeded({ force: true })), help: 'build the web app' },
};

function usage(): void {
  console.log('usage: ./verdict <command>\n');
  for (const [name, { help }] of Object.entries(commands)) console.log(`  ${name.padEnd(8)} ${help}`);
}

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  usage();
  process.exit(name && name !== 'help' ? 2 : 0);
}
let code: number | void;
try {
  code = await command.run(args);
} catch (error) {
  // A clear refusal, not a stack trace: another process holds the embedded database, or the sandbox cannot
  // judge safely here (no cgroups).
  if (!(error instanceof DatabaseInUseError) && !(error instanceof SandboxUnavailableError)) throw error;
  console.error(`verdict: ${error.message}`);
  code = 1;
}
if (typeof code === 'number') process.exit(code);
