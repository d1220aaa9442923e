// The sandbox's own guarantees, with real programs in real boxes (jailed under ./verdict test): a slot is
// never lost, nothing of a run outlives it (or the box goes), system calls outside the allow-list kill,
// slot uids come from a fixed range and are never shared, no descriptor of the launcher's reaches a
// program, and without cgroups the judge refuses to start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALLOW_NO_CGROUP_ENV,
  detectCgroupMode,
  ownGroup,
  SandboxPool,
  SandboxUnavailableError,
  SLOT_UID_BASE,
  SLOT_UID_COUNT,
  type RunResult,
  type Slot,
} from '../src/sandbox/index.ts';
import { ensureLauncher } from '../src/sandbox/native.ts';
import { bwrapArgs } from '../src/sandbox/bwrap.ts';
import { boxMounts } from '../src/sandbox/layout.ts';
import { slotUidArgs, slotUidLockDir } from '../src/sandbox/uids.ts';

let work: string;
let pool: SandboxPool;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-sandbox-'));
  pool = new SandboxPool({ size: 2 });
});
afterAll(async () => {
  await pool.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Compiles a C test program on the host (the test's own code; it only runs in a box). */
function buildProgram(name: string, code: string): string {
  const binary = path.join(work, name);
  fs.writeFileSync(`${binary}.c`, code);
  execFileSync('gcc', ['-O2', '-o', binary, `${binary}.c`]);
  return binary;
}

/** Processes of any slot uid on the host. */
function slotProcesses(): string[] {
  return execFileSync('ps', ['-eo', 'uid=,pid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => Number(line.trim().split(/\s+/)[0]) >= SLOT_UID_BASE);
}

/** Runs `binary` as /w/prog in the slot; answers the result and what it printed. */
async function runIn(slot: Slot, binary: string, args: string[] = []): Promise<RunResult & { stdout: string }> {
  const target = path.join(slot.workDir, 'prog');
  if (!fs.existsSync(target)) {
    fs.copyFileSync(binary, target);
    slot.own(target);
  }
  const stdoutPath = path.join(work, `stdout-${slot.uid}`);
  const r = await slot.run({
    argv: ['./prog', ...args],
    limits: { cpuTimeMs: 2000, memoryKb: 64 * 1024, processes: 8, outputKb: 1024 },
    stdoutPath,
  });
  return { ...r, stdout: fs.readFileSync(stdoutPath, 'utf8') };
}

const HELLO = `#include <stdio.h>
int main(void){ puts("hello"); return 0; }`;

/** Leaves a child behind (its own session, sleeping) and prints its pid; "look PID" says whether it lives. */
const LINGER = `#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv){
  if (strcmp(argv[1], "leave") == 0) {
    pid_t child = fork();
    if (child == 0) { setsid(); for (;;) { if (fork() == 0) _exit(0); usleep(100); } }
    printf("%d\\n", child); return 0; }
  printf("left:%s\\n", kill(atoi(argv[2]), 0) == 0 ? "alive" : "gone"); return 0; }`;

describe('slots are never lost', () => {
  it('a program nesting 2,100 folders in /w (too deep for path-based deletion), then 20 normal runs on the same pool', async () => {
    const nest = buildProgram(
      'nest',
      `#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
int main(void){ int depth = 0; while (depth < 2100 && mkdir("d", 0700) == 0 && chdir("d") == 0) depth++; printf("%d\\n", depth); return 0; }`,
    );
    const hello = buildProgram('hello', HELLO);
    const nested = await pool.with((slot) => runIn(slot, nest));
    expect(nested.stdout).toBe('2100\n');
    for (let i = 0; i < 20; i++) {
      const r = await pool.with((slot) => runIn(slot, hello));
      expect([r.status, r.stdout]).toEqual(['OK', 'hello\n']);
    }
    // Both slots are there, each with an empty /w.
    const both = [await pool.acquire(), await pool.acquire()];
    try {
      for (const slot of both) expect(fs.readdirSync(slot.workDir)).toEqual([]);
    } finally {
      both.forEach((slot) => pool.release(slot));
    }
  }, 120_000);
});

describe('nothing of a run outlives it', () => {
  it('a forked child that keeps forking is killed through cgroup.procs (the v1 path, and v2 without cgroup.kill)', async () => {
    const faulty = new SandboxPool({ size: 2, testFaults: ['no-cgroup-kill'] });
    try {
      const linger = buildProgram('linger', LINGER);
      await faulty.with(async (slot) => {
        const left = await runIn(slot, linger, ['leave']);
        expect(left.status).toBe('OK');
        expect(slotProcesses()).toEqual([]);
        expect((await runIn(slot, linger, ['look', left.stdout.trim()])).stdout).toBe('left:gone\n');
      });
    } finally {
      await faulty.close();
    }
  });

  it('when leftovers cannot be killed, the box is taken down (the run is SE, the leftover dies) and the slot is rebuilt', async () => {
    const faulty = new SandboxPool({ size: 2, testFaults: ['kill-fails'] });
    try {
      const linger = buildProgram('linger-down', LINGER);
      const first = await faulty.with((slot) => runIn(slot, linger, ['leave']));
      expect(first.status).toBe('SE');
      expect(first.message).toContain('box was taken down');
      expect(slotProcesses()).toEqual([]);
      // The next acquire builds that slot anew; a run that leaves nothing behind is fine there.
      const hello = buildProgram('hello-down', HELLO);
      for (let i = 0; i < 3; i++) {
        const r = await faulty.with((slot) => runIn(slot, hello));
        expect([r.status, r.stdout]).toEqual(['OK', 'hello\n']);
      }
    } finally {
      await faulty.close();
    }
  }, 60_000);

  it('a box found dead before a run: that run is SE saying how the box ended, and the pool builds the slot anew at the next acquire', async () => {
    const faulty = new SandboxPool({ size: 2, testFaults: ['box-dies'] });
    try {
      const hello = buildProgram('hello-dies', HELLO);
      const slot = await faulty.acquire();
      try {
        expect((await runIn(slot, hello)).status).toBe('OK');
        const lost = await runIn(slot, hello);
        expect([lost.status, lost.boxLostBeforeRun]).toEqual(['SE', true]);
        // Bubblewrap ends with the box's pid 1 and tells how it ended (128 + SIGKILL).
        expect(lost.message).toBe("the slot's box is gone (bubblewrap exited with status 137)");
      } finally {
        faulty.release(slot);
      }
      // Every slot's box now dies after each run: the pool finds it dead when the slot is acquired.
      for (let i = 0; i < 4; i++) {
        const r = await faulty.with((s) => runIn(s, hello));
        expect([r.status, r.stdout, r.boxLostBeforeRun]).toEqual(['OK', 'hello\n', undefined]);
      }
      expect(slotProcesses()).toEqual([]);
    } finally {
      await faulty.close();
    }
  }, 60_000);

  it('a box that dies between the acquire and the run: pool.with starts the task over on a rebuilt slot', async () => {
    const faulty = new SandboxPool({ size: 2, testFaults: ['box-dies-after-ping'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const hello = buildProgram('hello-dies-late', HELLO);
      for (let i = 0; i < 3; i++) {
        const r = await faulty.with((s) => runIn(s, hello));
        expect([r.status, r.stdout]).toEqual(['OK', 'hello\n']);
      }
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual(
        Array.from({ length: 3 }, () => expect.stringMatching(/the slot's box is gone .*; the task starts over on a rebuilt slot$/)),
      );
    } finally {
      warn.mockRestore();
      await faulty.close();
    }
  }, 60_000);

  // The OOM killer picks from the capped group: with the launcher and the box in it, a host that refuses their
  // oom_score_adj of -1000 (seen on CI's machines) let it take the box's pid 1, and the slot's next run was SE.
  it.runIf(detectCgroupMode() === 'v1')(
    "on v1 only the run is under the memory cap: the launcher, bubblewrap and the box's pid 1 sit outside its leaf",
    async () => {
      const base = path.join('/sys/fs/cgroup/memory', ownGroup('memory'), 'verdict');
      const before = new Set(fs.readdirSync(base));
      const own = new SandboxPool({ size: 2 });
      try {
        const sleeper = buildProgram('sleeper', '#include <unistd.h>\nint main(void){ usleep(800000); return 0; }');
        await own.with(async (slot) => {
          const running = runIn(slot, sleeper);
          await new Promise((resolve) => setTimeout(resolve, 400));
          const slotDir = fs
            .readdirSync(base)
            .filter((name) => !before.has(name))
            .map((name) => path.join(base, name))
            .find((dir) => fs.existsSync(path.join(dir, 'run')))!;
          const read = (file: string) => fs.readFileSync(path.join(slotDir, file), 'utf8').trim();
          // 64 MiB × 9/8 + 16 MiB, on the leaf; the slot's group has no limit of its own.
          expect(Number(read('run/memory.limit_in_bytes'))).toBe(88 * 1024 * 1024);
          expect(BigInt(read('memory.limit_in_bytes'))).toBeGreaterThan(2n ** 60n);
          // The launcher, bubblewrap and the box's pid 1; the run's first process and the program.
          expect(read('cgroup.procs').split('\n')).toHaveLength(3);
          expect(read('run/cgroup.procs').split('\n')).toHaveLength(2);
          expect((await running).status).toBe('OK');
          expect(fs.existsSync(path.join(slotDir, 'run'))).toBe(false);
        });
      } finally {
        await own.close();
      }
    },
  );

  it(`refuses to judge without cgroups unless ${ALLOW_NO_CGROUP_ENV}=1 (development only)`, async () => {
    expect(() => new SandboxPool({ mode: 'none' })).toThrow(SandboxUnavailableError);
    expect(() => new SandboxPool({ mode: 'none' })).toThrow(/needs cgroups/);
    process.env[ALLOW_NO_CGROUP_ENV] = '1';
    let bare: SandboxPool | undefined;
    try {
      bare = new SandboxPool({ size: 2, mode: 'none' });
      const linger = buildProgram('linger-none', LINGER);
      await bare.with(async (slot) => {
        const left = await runIn(slot, linger, ['leave']);
        expect(left.status).toBe('OK');
        // Without cgroups, leftovers go by the slot's uid.
        expect(slotProcesses()).toEqual([]);
      });
    } finally {
      delete process.env[ALLOW_NO_CGROUP_ENV];
      await bare?.close();
    }
  });
});

describe('seccomp is an allow-list', () => {
  it('a system call outside it kills the program: Runtime Error "forbidden system call"', async () => {
    const program = buildProgram(
      'syscall',
      `#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>
int main(int argc, char **argv){ long r = syscall(atol(argv[1]), 0, 0, 0, 0); printf("alive %ld\\n", r); return 0; }`,
    );
    // 470: no kernel has it yet; 312 is kcmp, a real call no language needs.
    for (const nr of ['470', '312']) {
      const r = await pool.with((slot) => runIn(slot, program, [nr]));
      expect([r.status, r.signal, r.message, r.stdout]).toEqual(['RE', 31, 'forbidden system call (killed by the sandbox)', '']);
    }
    // What a program ordinarily does is allowed, and the refused calls still answer EPERM.
    const ok = await pool.with((slot) => runIn(slot, program, ['39']));
    expect(ok.status).toBe('OK');
    expect(ok.stdout).toMatch(/^alive \d+\n$/);
  });
});

describe('slot uids and descriptors', () => {
  it('slot uids come from the fixed range, whatever the pid, and two pools never share one', async () => {
    const other = new SandboxPool({ size: 2 });
    try {
      const take = async (p: SandboxPool) => {
        const slots = [await p.acquire(), await p.acquire()];
        slots.forEach((slot) => p.release(slot));
        return slots.map((slot) => slot.uid);
      };
      const uids = [...(await take(pool)), ...(await take(other))];
      expect(new Set(uids).size).toBe(4);
      for (const uid of uids) {
        expect(uid).toBeGreaterThanOrEqual(SLOT_UID_BASE);
        expect(uid).toBeLessThan(SLOT_UID_BASE + SLOT_UID_COUNT);
      }
    } finally {
      await other.close();
    }
  });

  /** Starts a launcher by hand with an extra inherited descriptor (fd 3) and runs `binary` once. */
  async function runWithInheritedFd(binary: string, faults: string[]): Promise<string> {
    const workDir = fs.mkdtempSync(path.join(work, 'fd-'));
    fs.chmodSync(work, 0o711);
    const leak = fs.openSync(path.join(work, 'leak'), 'w');
    const launcherBinary = ensureLauncher();
    // Without groups ('none'): this launcher runs one benign program.
    const args = [...slotUidArgs(slotUidLockDir()), ...faults.flatMap((f) => ['--test-fault', f]), 'none'];
    const child = spawn(launcherBinary, [...args, '--', ...bwrapArgs(boxMounts(workDir), launcherBinary)], {
      stdio: ['pipe', 'pipe', 'pipe', leak],
      env: {},
    });
    fs.closeSync(leak);
    const { stdin, stdout } = child;
    if (!stdin || !stdout) throw new Error('the launcher has no stdio pipes');
    const lines = createInterface({ input: stdout });
    const iterator = lines[Symbol.asyncIterator]();
    const ready = (await iterator.next()).value as string;
    const uid = Number(/^ready (\d+)$/.exec(ready)?.[1]);
    fs.copyFileSync(binary, path.join(workDir, 'prog'));
    fs.chownSync(workDir, uid, uid);
    fs.chownSync(path.join(workDir, 'prog'), uid, uid);
    const stdoutPath = path.join(work, `fd-out-${faults.join('-')}`);
    stdin.write(`cpu_ms 1000\nwall_ms 3000\nmemory_kb 65536\nprocs 1\nfsize_kb 1024\nstdout ${stdoutPath}\ncwd /w\narg ./prog\nrun\n`);
    const result: string[] = [];
    for (let line = await iterator.next(); !line.done && line.value !== 'end'; line = await iterator.next())
      result.push(line.value as string);
    stdin.end();
    await new Promise((resolve) => child.once('close', resolve));
    expect(result.join('\n')).toContain('status OK');
    return fs.readFileSync(stdoutPath, 'utf8');
  }

  it("no descriptor of the launcher's reaches the program, with close_range or without it (older kernels)", async () => {
    const program = buildProgram(
      'fds',
      `#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
int main(void){ DIR *d = opendir("/proc/self/fd"); struct dirent *e;
  while ((e = readdir(d))) if (e->d_name[0] != '.' && atoi(e->d_name) != dirfd(d)) printf("%s ", e->d_name);
  puts(""); return 0; }`,
    );
    expect(await runWithInheritedFd(program, [])).toBe('0 1 2 \n');
    expect(await runWithInheritedFd(program, ['no-close-range'])).toBe('0 1 2 \n');
  });
});
