// Benchmark: submit → final verdict of a C++ A+B with <bits/stdc++.h>, 30 submissions one after another through
// the HTTP API (log in, submit, poll the submission's status until it is final) with a local worker, against the
// bare compile and run of the same program (g++ with the language's flags, outside the sandbox) in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { IN_PROGRESS_STATUSES, JudgeStatus, languageByKey, type JudgeStatusCode } from '@verdict/shared';
import { defaultPchDir, PrecompiledHeaders, SandboxPool } from '@verdict/judge';
import { BENCH_ADMIN_PASSWORD, startMemoryServer } from './lib/harness.ts';
import { problemCases, problems } from '../apps/server/src/modules/problems/tables.ts';
import { judgeTasks } from '../apps/server/src/modules/judge/tables.ts';
import { storeTestData } from '../apps/server/src/modules/problems/testdata.ts';

const run = promisify(execFile);
const SUBMISSIONS = 30;
const BARE_RUNS = 7;
/** How often the status is asked for: far below the figures measured, so it adds little. */
const POLL_MS = 10;
const LANGUAGE = languageByKey('cpp17-o2')!;
const CODE =
  '#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n    long long a, b;\n    cin >> a >> b;\n    cout << a + b << endl;\n    return 0;\n}\n';
const CASES = [
  { input: '1 2\n', output: '3\n' },
  { input: '-5 7\n', output: '2\n' },
  { input: '1000000000000 2000000000000\n', output: '3000000000000\n' },
];

const percentile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

async function api<T>(
  base: string,
  method: string,
  route: string,
  token: string | null,
  body?: object,
): Promise<{ data: T; token: string | null }> {
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (!res.ok || envelope.status !== 200) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(envelope)}`);
  return { data: envelope.data, token: res.headers.get('authorization') };
}

/** The same compile and runs without the sandbox, from a shell (a lean parent), timed as one: the median of a few. */
async function bareCompileRunMs(work: string): Promise<number> {
  const dir = path.join(work, 'bare');
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, LANGUAGE.sourceFile), CODE);
  CASES.forEach((c, i) => fs.writeFileSync(path.join(dir, `${i}.in`), c.input));
  const quote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;
  const runs = CASES.map((_, i) => `./main < ${i}.in > ${i}.out`).join(' && ');
  const script = `cd ${quote(dir)} && ${LANGUAGE.compile!.map(quote).join(' ')} && ${runs}`;
  const times: number[] = [];
  for (let i = 0; i < BARE_RUNS; i++) {
    const started = performance.now();
    await run('sh', ['-c', script]);
    times.push(performance.now() - started);
  }
  if (fs.readFileSync(path.join(dir, '0.out'), 'utf8') !== CASES[0].output) throw new Error('the bare A+B gave a wrong answer');
  return percentile(times, 0.5);
}

/** The host's precompiled headers, as a judge host has them after its first start ("install"). */
async function preparePrecompiledHeaders(): Promise<void> {
  const dir = defaultPchDir();
  if (!dir) {
    console.log('precompiled headers: off (VERDICT_JUDGE_PCH_DIR=off)');
    return;
  }
  const started = performance.now();
  const pch = new PrecompiledHeaders(dir, { log: (m) => console.log(`  ${m}`) });
  const pool = new SandboxPool({ size: 2, pchDir: dir });
  try {
    await pch.prepare(pool);
    console.log(
      `precompiled headers in ${dir}: ${pch.readyLanguages().join(', ') || 'none'} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await pool.close();
  }
}

export async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-bench-'));
  await preparePrecompiledHeaders();
  const server = await startMemoryServer({ judgeWorkers: os.availableParallelism() });
  try {
    const db = server.database.db;
    const [problem] = await db.insert(problems).values({ problemId: 'AB', title: 'A+B', timeLimit: 1000, memoryLimit: 256 }).returning();
    await db.insert(problemCases).values(
      CASES.map((c, i) => ({
        problemId: problem.id,
        seq: i + 1,
        inputHash: storeTestData(server.dataDir, c.input),
        outputHash: storeTestData(server.dataDir, c.output),
      })),
    );
    const base = server.url;
    const login = await api<unknown>(base, 'POST', '/login', null, { username: 'root', password: BENCH_ADMIN_PASSWORD });
    let token = login.token;
    if (!token) throw new Error('login gave no token');
    // One submission after another: the per-user submit interval would refuse them.
    await api(base, 'PUT', '/admin/switch/update', token, { defaultSubmitInterval: 0 });

    const submitAndWait = async () => {
      const started = performance.now();
      const sent = await api<{ submitId: number; status: number }>(base, 'POST', '/submit-problem-judge', token, {
        pid: 'AB',
        language: LANGUAGE.name,
        code: CODE,
      });
      token = sent.token ?? token;
      const submitMs = performance.now() - started;
      for (;;) {
        const { data } = await api<{ status: number }[]>(base, 'POST', '/check-submissions-status', token, {
          submitIds: [sent.data.submitId],
        });
        if (!IN_PROGRESS_STATUSES.includes(data[0].status as JudgeStatusCode)) {
          const totalMs = performance.now() - started;
          if (data[0].status !== JudgeStatus.Accepted)
            throw new Error(`submission ${sent.data.submitId} ended with status ${data[0].status}`);
          const [task] = await db.select().from(judgeTasks).where(eq(judgeTasks.submitId, sent.data.submitId));
          const queuedToDoneMs = task.finishedAt ? task.finishedAt.getTime() - task.createdAt.getTime() : NaN;
          return { totalMs, submitMs, queuedToDoneMs };
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    };

    // Warm-up: the local worker registers and starts its sandbox before the clock runs.
    const warm = await submitAndWait();
    console.log(`warm-up submission: ${warm.totalMs.toFixed(0)} ms`);
    const samples: Awaited<ReturnType<typeof submitAndWait>>[] = [];
    for (let i = 0; i < SUBMISSIONS; i++) samples.push(await submitAndWait());
    const totals = samples.map((s) => s.totalMs);
    const p50Ms = percentile(totals, 0.5);
    const p95Ms = percentile(totals, 0.95);
    const bareMs = await bareCompileRunMs(work);
    console.log(
      `${SUBMISSIONS} submissions of A+B (${LANGUAGE.name}, <bits/stdc++.h>, ${CASES.length} cases): submit → final verdict ` +
        `p50 ${p50Ms.toFixed(0)} ms, p95 ${p95Ms.toFixed(0)} ms, min ${Math.min(...totals).toFixed(0)} ms, max ${Math.max(...totals).toFixed(0)} ms ` +
        `(target p50 ≤ 1000, p95 ≤ 1500)`,
    );
    console.log(
      `  of which: the submit call p50 ${percentile(
        samples.map((s) => s.submitMs),
        0.5,
      ).toFixed(0)} ms; task queued → result stored p50 ${percentile(
        samples.map((s) => s.queuedToDoneMs),
        0.5,
      ).toFixed(0)} ms`,
    );
    console.log(`bare compile + ${CASES.length} runs (no sandbox, no precompiled header): median ${bareMs.toFixed(0)} ms`);
    console.log(`ratio p50 / bare: ${(p50Ms / bareMs).toFixed(3)}`);
    console.log(
      JSON.stringify({ bench: 'submit-latency', p50Ms: Math.round(p50Ms), p95Ms: Math.round(p95Ms), bareCompileRunMs: Math.round(bareMs) }),
    );
  } finally {
    await server.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
