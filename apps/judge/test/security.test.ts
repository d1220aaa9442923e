// Hostile programs, run for real in the sandbox (and, under ./verdict test, inside a jail): each checks what
// the program could do from inside and what the host saw afterwards. A slot's box lives as long as the pool,
// so the last tests check that nothing of one run reaches the next.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/shared';
import { CheckerCache, judge, SandboxPool, type JudgeProblem, type JudgeResult, type Slot } from '../src/index.ts';
// Slot uids start here; no other process on the host has one.
import { SLOT_UID_BASE } from '../src/sandbox/index.ts';

const SECRET = `verdict-worker-secret-${process.pid}`;
let pool: SandboxPool;
let checkers: CheckerCache;
let work: string;

beforeAll(() => {
  process.env.VERDICT_WORKER_SECRET = SECRET;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-security-'));
  pool = new SandboxPool({ size: 2 });
  checkers = new CheckerCache(pool, path.join(work, 'checkers'));
});
afterAll(async () => {
  await pool.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Processes of any slot's uid on the host, as "uid command" lines. */
function slotProcesses(): string[] {
  return execFileSync('ps', ['-eo', 'uid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => Number(line.trim().split(/\s+/)[0]) >= SLOT_UID_BASE);
}

/** Compiles a C test program on the host (the test's own code; it only runs in the box). */
function buildProgram(name: string, code: string): string {
  const binary = path.join(work, name);
  fs.writeFileSync(`${binary}.c`, code);
  execFileSync('gcc', ['-O2', '-o', binary, `${binary}.c`]);
  return binary;
}

/** Runs `binary` as /w/prog in the slot with `args`; answers what it printed. */
async function runIn(slot: Slot, binary: string, args: string[] = []): Promise<string> {
  const target = path.join(slot.workDir, 'prog');
  if (!fs.existsSync(target)) {
    fs.copyFileSync(binary, target);
    slot.own(target);
  }
  const stdoutPath = path.join(work, `stdout-${slot.index}`);
  const r = await slot.run({
    argv: ['./prog', ...args],
    limits: { cpuTimeMs: 1000, memoryKb: 64 * 1024, processes: 4, outputKb: 1024 },
    stdoutPath,
  });
  expect(r.status).toBe('OK');
  return fs.readFileSync(stdoutPath, 'utf8');
}

/** Judges `code` on one case with empty input; the program reports what it saw on stdout. */
async function hostile(
  code: string,
  options: { language?: string; timeLimitMs?: number; memoryLimitMb?: number } = {},
): Promise<JudgeResult> {
  const dir = fs.mkdtempSync(path.join(work, 'case-'));
  fs.writeFileSync(path.join(dir, 'in'), '');
  fs.writeFileSync(path.join(dir, 'out'), 'SAFE\n');
  const problem: JudgeProblem = {
    timeLimitMs: options.timeLimitMs ?? 1000,
    memoryLimitMb: options.memoryLimitMb ?? 64,
    type: 'ACM',
    judgeMode: 'default',
    judgeCaseMode: 'default',
    isRemoveEndBlank: true,
    fileIO: null,
    cases: [{ inputPath: path.join(dir, 'in'), outputPath: path.join(dir, 'out'), score: 0, group: 1 }],
  };
  return judge(problem, { language: options.language ?? 'c', code }, { pool, checkers });
}

const output = (r: JudgeResult) => r.cases[0]?.userOutputExcerpt ?? '';

/** The judge still works after an attack. */
async function expectHealthy() {
  const r = await hostile('#include <stdio.h>\nint main(void){puts("SAFE");return 0;}');
  expect(r.status).toBe(JudgeStatus.Accepted);
}

describe('the sandbox against hostile programs', () => {
  it('contains a fork bomb, whose failed forks cost it no memory (a one-process language)', async () => {
    const r = await hostile('#include <unistd.h>\nint main(void){for(;;) fork();}');
    expect(r.status).toBe(JudgeStatus.TimeLimitExceeded);
    // Refused by the filter, the forks never reach the kernel's copy of the process (tens of MB charged before).
    expect(r.memoryKb).toBeLessThan(8 * 1024);
    await expectHealthy();
  });

  it('has no network: a TCP connection to 127.0.0.1:5432 fails', async () => {
    const r = await hostile(`#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <arpa/inet.h>
#include <sys/socket.h>
int main(void){
  int s = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0}; a.sin_family = AF_INET; a.sin_port = htons(5432); a.sin_addr.s_addr = htonl(0x7f000001);
  if (s >= 0 && connect(s, (struct sockaddr*)&a, sizeof a) == 0) { puts("CONNECTED"); return 0; }
  printf("BLOCKED %s\\n", strerror(errno)); return 0; }`);
    expect(output(r)).toMatch(/^BLOCKED/);
    // The host side of that port is untouched (when a database listens there).
    const reachable = await new Promise<boolean>((resolve) => {
      const socket = net.connect(5432, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (reachable) expect(reachable).toBe(true);
  });

  it('cannot read /etc/shadow, the project, the data directory, home directories or other processes', async () => {
    const dataDir = path.resolve(import.meta.dirname, '../../..');
    const r = await hostile(`#include <stdio.h>
#include <dirent.h>
#include <ctype.h>
#include <string.h>
static void probe(const char *p){ FILE *f = fopen(p, "r"); printf("%s:%s\\n", p, f ? "OPEN" : "no"); if (f) fclose(f); }
int main(void){
  probe("/etc/shadow"); probe("/etc/passwd"); probe("${dataDir}/package.json"); probe("/root/.bashrc"); probe("/home");
  probe("/var/run/postgresql/.s.PGSQL.5432"); probe("/proc/1/environ");
  DIR *d = opendir("/proc"); struct dirent *e; int n = 0;
  while ((e = readdir(d))) if (isdigit((unsigned char)e->d_name[0])) n++;
  printf("processes:%d\\n", n); return 0; }`);
    const seen = output(r);
    expect(seen).not.toContain('OPEN');
    // Only the box's own processes exist: its pid 1 (the launcher's hold process) and the program.
    expect(Number(/processes:(\d+)/.exec(seen)?.[1])).toBeLessThanOrEqual(2);
  });

  it('cannot write outside its work directory', async () => {
    const marker = `verdict-escape-${process.pid}`;
    const r = await hostile(`#include <stdio.h>
static void attempt(const char *p){ FILE *f = fopen(p, "w"); printf("%s:%s\\n", p, f ? "WROTE" : "no"); if (f) fclose(f); }
int main(void){ attempt("/usr/${marker}"); attempt("/${marker}"); attempt("/etc/${marker}"); attempt("/tmp/${marker}"); attempt("/w/${marker}"); return 0; }`);
    const seen = output(r);
    expect(seen).toContain(`/usr/${marker}:no`);
    expect(seen).toContain(`/etc/${marker}:no`);
    expect(seen).toContain(`/${marker}:no`);
    // /tmp and /w are the box's own: nothing appears on the host.
    for (const p of [`/usr/${marker}`, `/${marker}`, `/etc/${marker}`, `/tmp/${marker}`]) expect(fs.existsSync(p)).toBe(false);
  });

  it('stops a program that sleeps past the wall limit', async () => {
    const started = Date.now();
    const r = await hostile('#include <unistd.h>\nint main(void){sleep(60);return 0;}', { timeLimitMs: 500 });
    expect(r.status).toBe(JudgeStatus.TimeLimitExceeded);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('stops a program that allocates 1 GiB with Memory Limit Exceeded', async () => {
    const r = await hostile(
      '#include <stdlib.h>\n#include <string.h>\nint main(void){size_t n=1UL<<30; char*p=malloc(n); if(!p) return 3; memset(p,1,n); return p[n-1];}',
      { memoryLimitMb: 128 },
    );
    expect(r.status).toBe(JudgeStatus.MemoryLimitExceeded);
    await expectHealthy();
  });

  it('is the first the OOM killer takes in its slot: its score is the top one, the box is never taken', async () => {
    const r = await hostile(
      '#include <stdio.h>\nint main(void){FILE*f=fopen("/proc/self/oom_score_adj","r"); int v=0; if(!f||fscanf(f,"%d",&v)!=1) return 3; printf(v==1000?"SAFE\\n":"adj %d\\n",v); return 0;}',
    );
    expect(output(r).trim()).toBe('SAFE');
    expect(r.status).toBe(JudgeStatus.Accepted);
  });

  it('stops endless output as Output Limit Exceeded', async () => {
    const r = await hostile('#include <stdio.h>\nint main(void){for(;;) fputs("spam spam spam spam spam spam spam spam\\n", stdout);}', {
      timeLimitMs: 5000,
    });
    expect(r.status).toBe(JudgeStatus.RuntimeError);
    expect(r.cases[0].message).toContain('Output Limit Exceeded');
  });

  it('kill(-1, SIGKILL) reaches nothing outside the box', async () => {
    const canary = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const r = await hostile(
        '#include <signal.h>\n#include <stdio.h>\nint main(void){int rc = kill(-1, SIGKILL); printf("kill:%d\\n", rc); return 0;}',
      );
      expect(r.cases.length).toBe(1);
      expect(canary.exitCode).toBeNull();
      expect(canary.signalCode).toBeNull();
      await expectHealthy();
    } finally {
      canary.kill('SIGKILL');
    }
  });

  it('cannot ptrace or create namespaces', async () => {
    const r = await hostile(`#define _GNU_SOURCE
#include <stdio.h>
#include <sched.h>
#include <sys/ptrace.h>
int main(void){
  printf("traceme:%ld\\n", ptrace(PTRACE_TRACEME, 0, 0, 0));
  printf("attach:%ld\\n", ptrace(PTRACE_ATTACH, 1, 0, 0));
  printf("unshare:%d\\n", unshare(CLONE_NEWUSER));
  return 0; }`);
    expect(output(r)).toBe('traceme:-1\nattach:-1\nunshare:-1\n');
  });

  it('cannot create thousands of threads', async () => {
    const r = await hostile(`#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
static void *idle(void *a){ (void)a; sleep(5); return 0; }
int main(void){ int made = 0; pthread_t t; for (int i = 0; i < 5000; i++) { if (pthread_create(&t, 0, idle, 0)) break; made++; } printf("threads:%d\\n", made); return 0; }`);
    // The C languages allow one process: not a single extra thread starts.
    expect(output(r)).toBe('threads:0\n');
    await expectHealthy();
  });

  it('survives compile bombs: #include </dev/random> and deep template recursion', async () => {
    const random = await hostile('#include </dev/random>\nint main(){}', { language: 'cpp17' });
    expect(random.status).toBe(JudgeStatus.CompileError);
    const templates = await hostile('template<int N> struct F { static const int v = F<N + 1>::v; };\nint main(){ return F<0>::v; }', {
      language: 'cpp17',
    });
    expect(templates.status).toBe(JudgeStatus.CompileError);
    await expectHealthy();
  }, 60_000);

  it("cannot read the worker's secret from its environment", async () => {
    const r = await hostile('#include <stdio.h>\nextern char **environ;\nint main(void){for(char**e=environ;*e;e++) puts(*e); return 0;}');
    expect(output(r)).not.toContain(SECRET);
    expect(output(r)).toContain('PATH=');
    const proc = await hostile(
      '#include <stdio.h>\nint main(void){FILE*f=fopen("/proc/1/environ","r"); int c; if(!f){puts("denied");return 0;} while((c=fgetc(f))!=EOF) putchar(c?c:10); return 0;}',
    );
    expect(output(proc)).not.toContain(SECRET);
  });

  it('leaves no process of a slot behind', async () => {
    await hostile('#include <unistd.h>\nint main(void){ if (fork() == 0) { setsid(); sleep(100); } return 0; }');
    expect(slotProcesses()).toEqual([]);
  });
});

describe('nothing of one run reaches the next in the same box', () => {
  it('a process left running by a run does not exist during the next', async () => {
    const program = buildProgram(
      'linger',
      `#include <dirent.h>
#include <ctype.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv){
  if (strcmp(argv[1], "leave") == 0) {
    pid_t child = fork();
    if (child == 0) { setsid(); for (;;) pause(); }
    printf("%d\\n", child); return 0; }
  printf("left:%s\\n", kill(atoi(argv[2]), 0) == 0 ? "alive" : "gone");
  DIR *d = opendir("/proc"); struct dirent *e;
  while ((e = readdir(d))) if (isdigit((unsigned char)e->d_name[0]) && atoi(e->d_name) != getpid()) printf("pid:%s\\n", e->d_name);
  return 0; }`,
    );
    await pool.with(async (slot) => {
      const left = (await runIn(slot, program, ['leave'])).trim();
      expect(Number(left)).toBeGreaterThan(1);
      // Killed at the end of its run: nothing of the slot's uid is left on the host either.
      expect(slotProcesses()).toEqual([]);
      // Only the box's pid 1 is there besides the program.
      expect(await runIn(slot, program, ['look', left])).toBe('left:gone\npid:1\n');
    });
  });

  it('a file written to /tmp by a run is not visible to the next; one in /w is gone for the next task', async () => {
    const program = buildProgram(
      'files',
      `#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv){
  if (strcmp(argv[1], "write") == 0) { FILE *t = fopen("/tmp/left", "w"), *w = fopen("/w/left", "w"); printf("%s %s\\n", t ? "tmp" : "-", w ? "w" : "-"); return 0; }
  printf("tmp:%s w:%s\\n", access("/tmp/left", F_OK) == 0 ? "seen" : "gone", access("/w/left", F_OK) == 0 ? "seen" : "gone"); return 0; }`,
    );
    const slot = await pool.acquire();
    const index = slot.index;
    try {
      expect(await runIn(slot, program, ['write'])).toBe('tmp w\n');
      // Within a task /w is shared by its runs (the compiled program, file IO); /tmp is each run's own.
      expect(await runIn(slot, program, ['read'])).toBe('tmp:gone w:seen\n');
    } finally {
      pool.release(slot);
    }
    // The next task in that slot starts with an empty /w.
    const slots = [await pool.acquire(), await pool.acquire()];
    try {
      const again = slots.find((s) => s.index === index)!;
      expect(fs.readdirSync(again.workDir)).toEqual([]);
      expect(await runIn(again, program, ['read'])).toBe('tmp:gone w:gone\n');
    } finally {
      slots.forEach((s) => pool.release(s));
    }
  });

  it('shared memory made by a run is gone for the next', async () => {
    const program = buildProgram(
      'shm',
      `#include <stdio.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>
int main(int argc, char **argv){
  if (strcmp(argv[1], "make") == 0) { int id = shmget(0x5e7d1c7, 4096, IPC_CREAT | 0666); printf("made:%s\\n", id >= 0 ? "yes" : "no"); return 0; }
  printf("found:%s\\n", shmget(0x5e7d1c7, 0, 0) >= 0 ? "yes" : "no"); return 0; }`,
    );
    await pool.with(async (slot) => {
      expect(await runIn(slot, program, ['make'])).toBe('made:yes\n');
      expect(await runIn(slot, program, ['find'])).toBe('found:no\n');
    });
  });
});
