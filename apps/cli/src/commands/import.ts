// `./verdict import <file> [--verify]`: imports an FPS XML file or an HOJ, QDUOJ or Hydro zip (the format is
// told by the content) into the database `./verdict start` uses (DATA_DIR / DATABASE_URL; migrated and seeded
// as a start would), prints the report and, with --verify, judges every reference solution in the sandbox
// (root needed) and ends with one JSON line of the counts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { JUDGE_STATUS_NAMES, type ImportReport, type JudgeStatusCode } from '@verdict/shared';
import { CheckerCache, judge, SandboxPool, toJudgeProblem } from '@verdict/judge';
import {
  attachFileStore,
  configFromEnv,
  fileStore,
  importProblemFile,
  openDatabase,
  openFileStore,
  rootImporter,
  seed,
  verificationTargets,
  type VerificationTarget,
} from '@verdict/server';

const USAGE =
  'usage: ./verdict import <file.xml|file.zip> [--verify] [--hidden]  (FPS XML, or a HOJ, QDUOJ or Hydro zip; --hidden saves every problem hidden)';
/** What a solution in a language we cannot run counts as. */
const SKIPPED = 'Skipped';

function printReport(report: ImportReport): void {
  for (const p of report.imported) console.log(`imported ${p.problemId}  ${p.title}  (${p.solutions} reference solutions)`);
  for (const p of report.skipped) console.log(`skipped  ${p.title}: ${p.why}`);
  for (const p of report.failed) console.log(`failed   ${p.title || '(file)'}: ${p.why}`);
  console.log(`${report.imported.length} imported, ${report.skipped.length} skipped, ${report.failed.length} failed`);
}

/** Judges every solution, a few at a time (each judge runs its cases in parallel too); verdict name → count. */
async function verify(targets: VerificationTarget[], dataDir: string): Promise<{ solutions: number; verdicts: Record<string, number> }> {
  const pool = new SandboxPool();
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-checkers-'));
  const checkers = new CheckerCache(pool, cacheDir);
  const verdicts: Record<string, number> = {};
  const jobs = targets.flatMap((t) => t.solutions.map((s, i) => ({ target: t, solution: s, n: i + 1 })));
  const count = (name: string) => (verdicts[name] = (verdicts[name] ?? 0) + 1);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const { target, solution, n } = jobs[next++];
      const label = `${target.problemId} #${n} ${solution.sourceLanguage}`;
      if (!solution.language) {
        count(SKIPPED);
        console.log(`${label}: ${SKIPPED} (no local language)`);
        continue;
      }
      const problem = await toJudgeProblem(target.problem, (hash) => fileStore(dataDir).localFile(hash));
      const result = await judge(problem, { language: solution.language, code: solution.code }, { pool, checkers });
      const name = JUDGE_STATUS_NAMES[result.status as JudgeStatusCode] ?? String(result.status);
      count(name);
      console.log(
        `${label}: ${name} ${result.timeMs} ms ${result.memoryKb} KB${result.errorMessage ? ` (${result.errorMessage.split('\n')[0]})` : ''}`,
      );
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(4, os.availableParallelism())) }, lane));
  } finally {
    await pool.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }
  return { solutions: jobs.length, verdicts };
}

export async function importCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { verify: { type: 'boolean', default: false }, hidden: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const config = configFromEnv();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // The files go where the site's servers read them: PostgreSQL when DATABASE_URL is set (FILE_STORE chooses).
  const store = await openFileStore(
    database.db,
    config.dataDir,
    { kind: config.fileStore, cacheBytes: config.fileCacheMb * 1024 * 1024 },
    { info: (_details, message) => console.error(message), warn: (_details, message) => console.error(message) },
  );
  const detach = attachFileStore(config.dataDir, store);
  try {
    const seeded = await seed(database.db, { adminPassword: config.adminPassword, demo: true, dataDir: config.dataDir });
    if (seeded.generatedRootPassword)
      console.error(`created the root account with the random password ${seeded.generatedRootPassword} (shown only this once)`);
    const report = await importProblemFile(database.db, config.dataDir, await rootImporter(database.db), path.resolve(file), 'en-US', {
      hidden: values.hidden,
    });
    printReport(report);
    if (!values.verify) return report.failed.length ? 1 : 0;
    const targets = await verificationTargets(
      database.db,
      report.imported.map((p) => p.pid),
    );
    const { solutions, verdicts } = await verify(targets, config.dataDir);
    console.log(JSON.stringify({ imported: report.imported.length, failed: report.failed.length, solutions, verdicts }));
    return report.failed.length ? 1 : 0;
  } finally {
    detach();
    await store.close();
    await database.close();
  }
}
