// Benchmark: judge all solutions of PerformanceTest.xml through the real queue and local workers, against
// the same compile and run steps without the sandbox, and the sandbox's overhead per run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { IN_PROGRESS_STATUSES, JUDGE_STATUS_NAMES, languageByName, type JudgeStatusCode } from '@verdict/shared';
import { SandboxPool } from '@verdict/judge';
import { startMemoryServer } from './lib/harness.ts';
import { users } from '../apps/server/src/modules/accounts/tables.ts';
import { problemCases, problems } from '../apps/server/src/modules/problems/tables.ts';
import { submissions } from '../apps/server/src/modules/submissions/tables.ts';
import { submitForJudging } from '../apps/server/src/modules/submissions/judging.ts';
import { storeTestData } from '../apps/server/src/modules/problems/testdata.ts';
import { readFpsItems } from '../apps/server/src/modules/problem-packages/import/fps-reader.ts';
import { convertFpsItem } from '../apps/server/src/modules/problem-packages/import/fps-item.ts';

const run = promisify(execFile);
const FPS = path.resolve(import.meta.dirname, '../test-data/fps/PerformanceTest.xml');
/** FPS language names → our languages (HUSTOJ compiles both with -O2). */
const LANGUAGE = { C: 'C With O2', 'C++': 'C++ With O2' } as Record<string, string>;
const cores = os.availableParallelism();

/** The first problem of an FPS file, read by the importer; its cases (small here) are read into memory. */
async function readFirstItem(file: string, work: string) {
  for await (const { item } of readFpsItems(file, work)) {
    const problem = await convertFpsItem(item, work);
    const read = (staged: string | null) => (staged ? fs.readFileSync(staged, 'utf8') : '');
    return {
      timeLimitMs: problem.timeLimit,
      memoryLimitMb: problem.memoryLimit,
      cases: problem.cases.map((c) => ({ input: read(c.inputFile), output: read(c.outputFile) })),
      solutions: problem.solutions.map((s) => ({ language: s.sourceLanguage, code: s.code })),
    };
  }
  throw new Error(`${file} has no <item>`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * The same steps without the sandbox: compile with the same command, run each case. They start from a shell,
 * a lean parent: forking from this process, which maps the server's heap and its embedded database, would
 * cost more than some of the steps themselves.
 */
async function bareJudge(item: Awaited<ReturnType<typeof readFirstItem>>, work: string): Promise<number> {
  const inputs = item.cases.map((c, i) => {
    const file = path.join(work, `case-${i}.in`);
    fs.writeFileSync(file, c.input);
    return file;
  });
  const scripts = item.solutions.map((s, i) => {
    const language = languageByName(LANGUAGE[s.language])!;
    const dir = path.join(work, `bare-${i}`);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, language.sourceFile), s.code);
    const runs = inputs.map((input, k) => `./main < ${shellQuote(input)} > out-${k} 2>/dev/null`).join('; ');
    const script = path.join(dir, 'bare.sh');
    fs.writeFileSync(
      script,
      `cd ${shellQuote(dir)} && ${language.compile!.map(shellQuote).join(' ')} 2>/dev/null && { ${runs}; }; exit 0\n`,
    );
    return script;
  });
  const started = performance.now();
  await run('sh', ['-c', `printf '%s\\n' "$@" | xargs -P ${cores} -n 1 sh`, 'sh', ...scripts]);
  return performance.now() - started;
}

/** Median ms of 200 fork-exec-wait runs of `binary`, timed natively (the cheapest a bare run can be). */
async function bareRunMedianMs(binary: string, work: string): Promise<number> {
  const timer = path.join(work, 'timer');
  fs.writeFileSync(
    `${timer}.c`,
    `#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
int main(int argc, char **argv) {
  double t[200];
  for (int i = 0; i < 200; i++) {
    struct timespec a, b; clock_gettime(CLOCK_MONOTONIC, &a);
    pid_t p = fork(); if (p == 0) { execv(argv[1], argv + 1); _exit(127); }
    waitpid(p, 0, 0); clock_gettime(CLOCK_MONOTONIC, &b);
    t[i] = (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
  }
  qsort(t, 200, sizeof t[0], cmp); printf("%f\\n", t[100]); return 0; }`,
  );
  await run('gcc', ['-O2', '-o', timer, `${timer}.c`]);
  return Number((await run(timer, [binary])).stdout);
}

/** Median of 200 sandboxed runs of a trivial program (as the judge starts them) minus a bare run. */
async function sandboxOverheadMs(work: string): Promise<number> {
  const source = path.join(work, 'trivial.c');
  const binary = path.join(work, 'trivial');
  fs.writeFileSync(source, 'int main(void){return 0;}');
  await run('gcc', ['-O2', '-static', '-o', binary, source]).catch(() => run('gcc', ['-O2', '-o', binary, source]));
  const bare = await bareRunMedianMs(binary, work);
  const pool = new SandboxPool({ size: 2 });
  const boxed: number[] = [];
  try {
    await pool.with(async (slot) => {
      fs.copyFileSync(binary, path.join(slot.workDir, 'trivial'));
      slot.own(path.join(slot.workDir, 'trivial'));
      for (let i = 0; i < 200; i++) {
        const t = performance.now();
        await slot.run({ argv: ['./trivial'], limits: { cpuTimeMs: 1000, memoryKb: 65536, processes: 1, outputKb: 1024 } });
        boxed.push(performance.now() - t);
      }
    });
  } finally {
    await pool.close();
  }
  console.log(`trivial run: bare median ${bare.toFixed(2)} ms, sandboxed median ${median(boxed).toFixed(2)} ms`);
  return median(boxed) - bare;
}

export async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-bench-'));
  const item = await readFirstItem(FPS, work);
  const server = await startMemoryServer({ judgeWorkers: cores });
  try {
    const db = server.database.db;
    const [root] = await db.select().from(users).where(eq(users.username, 'root'));
    const [problem] = await db
      .insert(problems)
      .values({ problemId: 'PERF', title: 'A+B (performance)', timeLimit: item.timeLimitMs, memoryLimit: item.memoryLimitMb })
      .returning();
    await db.insert(problemCases).values(
      item.cases.map((c, i) => ({
        problemId: problem.id,
        seq: i + 1,
        inputHash: storeTestData(server.dataDir, c.input),
        outputHash: storeTestData(server.dataDir, c.output),
      })),
    );
    console.log(`${item.solutions.length} solutions, ${item.cases.length} cases, ${cores} local workers`);

    // Warm-up: the workers register and load their sandboxes before the clock starts.
    const warm = await submitForJudging(db, {
      pid: problem.id,
      displayPid: 'PERF',
      uid: root.uid,
      username: 'root',
      language: 'C With O2',
      code: item.solutions[0].code,
    });
    const waitFor = async (ids: number[]) => {
      for (;;) {
        const rows = await db.select({ status: submissions.status }).from(submissions).where(inArray(submissions.submitId, ids));
        if (rows.every((r) => !IN_PROGRESS_STATUSES.includes(r.status as JudgeStatusCode))) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await waitFor([warm]);

    const started = performance.now();
    const ids: number[] = [];
    for (const s of item.solutions)
      ids.push(
        await submitForJudging(db, {
          pid: problem.id,
          displayPid: 'PERF',
          uid: root.uid,
          username: 'root',
          language: LANGUAGE[s.language],
          code: s.code,
        }),
      );
    await waitFor(ids);
    const wallMs = performance.now() - started;
    const rows = await db.select({ status: submissions.status }).from(submissions).where(inArray(submissions.submitId, ids));
    const verdicts: Record<string, number> = {};
    for (const r of rows)
      verdicts[JUDGE_STATUS_NAMES[r.status as JudgeStatusCode]] = (verdicts[JUDGE_STATUS_NAMES[r.status as JudgeStatusCode]] ?? 0) + 1;

    const bareMs = await bareJudge(item, work);
    const sandboxOverheadMsValue = await sandboxOverheadMs(work);
    const ratio = wallMs / bareMs;
    console.log(
      `judged through the queue in ${(wallMs / 1000).toFixed(1)} s; the same steps bare took ${(bareMs / 1000).toFixed(1)} s: ratio ${ratio.toFixed(3)} (target ≤ 1.25)`,
    );
    console.log(`sandbox overhead per run: ${sandboxOverheadMsValue.toFixed(2)} ms (target ≤ 5)`);
    console.log(
      JSON.stringify({
        bench: 'judge-throughput',
        solutions: ids.length,
        wallMs: Math.round(wallMs),
        bareMs: Math.round(bareMs),
        ratio: Number(ratio.toFixed(3)),
        sandboxOverheadMs: Number(sandboxOverheadMsValue.toFixed(2)),
        verdicts,
      }),
    );
  } finally {
    await server.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
