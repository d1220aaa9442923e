// One launcher process (native/verdict-box.c) per slot, holding the slot's bubblewrap box: requests go in on
// stdin, results come back on stdout.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { bwrapArgs } from './bwrap.ts';
import { BOX_TMP_KB, BOX_WORK_DIR, boxEnv, boxMounts } from './layout.ts';
import type { RunResult, RunSpec, RunStatus } from './types.ts';

const noNewline = (value: string) => {
  if (/[\n\r]/.test(value)) throw new Error('sandbox arguments may not contain line breaks');
  return value;
};

function encodeRequest(spec: RunSpec): string {
  const limits = spec.limits;
  const wall = limits.wallTimeMs ?? limits.cpuTimeMs * 2 + 1000;
  const lines = [
    `cpu_ms ${Math.ceil(limits.cpuTimeMs)}`,
    `wall_ms ${Math.ceil(wall)}`,
    `memory_kb ${Math.ceil(limits.memoryKb)}`,
    `stack_kb ${Math.ceil(limits.stackKb ?? limits.memoryKb)}`,
    `procs ${limits.processes}`,
    `fsize_kb ${Math.ceil(limits.outputKb)}`,
    `nofile ${limits.openFiles ?? 64}`,
    `tmp_kb ${BOX_TMP_KB}`,
    `stdout_first ${spec.stdoutFirst ? 1 : 0}`,
    `pch ${spec.pch ? 1 : 0}`,
    `stdin ${spec.stdinPath ?? ''}`,
    `stdout ${spec.stdoutPath ?? ''}`,
    `stderr ${spec.stderrPath ?? ''}`,
    `cwd ${BOX_WORK_DIR}`,
    ...Object.entries(boxEnv(spec.env)).map(([key, value]) => `env ${key}=${value}`),
    ...spec.argv.map((a) => `arg ${a}`),
  ];
  return `${lines.map(noNewline).join('\n')}\nrun\n`;
}

function decodeResult(fields: Map<string, string>): RunResult {
  const num = (key: string) => Number(fields.get(key) ?? 0);
  return {
    status: (fields.get('status') ?? 'SE') as RunStatus,
    exitCode: num('exit'),
    signal: num('signal'),
    cpuTimeMs: num('cpu_ms'),
    wallTimeMs: num('wall_ms'),
    memoryKb: Math.max(0, num('memory_kb')),
    message: fields.get('message') ?? '',
    ...(fields.get('gone') === 'before' && { boxLostBeforeRun: true as const }),
  };
}

export interface LauncherOptions {
  /** The launcher's uid arguments (uids.ts). */
  uidArgs: string[];
  /** Faults to inject (tests only; see verdict-box.c). */
  testFaults?: string[];
  /** Host folder bound read-only as the box's compiler cache (layout.ts, BOX_PCH_DIR). */
  pchDir?: string | null;
}

export class Launcher {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: Interface;
  private pending: { fields: Map<string, string>; resolve: (r: RunResult) => void; reject: (e: Error) => void } | null = null;
  /** The slot's uid, once the box is built. */
  readonly ready: Promise<number>;
  private exited: Error | null = null;
  private readonly closed: Promise<unknown>;

  /** `groupArgs` come from slotGroups; `workDir` is the host directory the box shows at /w. */
  constructor(binary: string, workDir: string, groupArgs: string[], options: LauncherOptions) {
    const faults = (options.testFaults ?? []).flatMap((fault) => ['--test-fault', fault]);
    const args = [...options.uidArgs, ...faults, ...groupArgs, '--', ...bwrapArgs(boxMounts(workDir, options.pchDir ?? null), binary)];
    // An empty environment: nothing of the judge's (secrets included) reaches the launcher or the box.
    this.child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'], env: {} });
    this.closed = new Promise((resolve) => this.child.once('close', resolve));
    // Writing to a launcher that has just exited fails here; its exit is reported by 'close'.
    this.child.stdin.on('error', () => {});
    this.lines = createInterface({ input: this.child.stdout });
    let stderr = '';
    this.child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    this.ready = new Promise((resolve, reject) => {
      this.lines.once('line', (line) => {
        const uid = /^ready (\d+)$/.exec(line);
        if (uid) resolve(Number(uid[1]));
        else reject(new Error(`sandbox launcher: ${line}`));
      });
      // 'close' comes after the last line of stdout: a run's answer sent just before exiting is read first.
      this.child.once('close', (code) => {
        this.exited = new Error(`sandbox launcher exited (${code}): ${stderr.trim()}`);
        reject(this.exited);
        this.pending?.reject(this.exited);
        this.pending = null;
      });
    });
    this.ready.catch(() => {});
    this.lines.on('line', (line) => this.onLine(line));
  }

  /** False once the launcher has exited (its box is gone with it). */
  get alive(): boolean {
    return this.exited === null;
  }

  private onLine(line: string): void {
    if (!this.pending) return;
    if (line === 'end') {
      const { fields, resolve } = this.pending;
      this.pending = null;
      // The launcher is exiting (its box is gone): no further run goes to it.
      if (fields.has('gone')) this.exited ??= new Error(`sandbox launcher: ${fields.get('message') ?? 'gone'}`);
      resolve(decodeResult(fields));
      return;
    }
    const space = line.indexOf(' ');
    this.pending.fields.set(space < 0 ? line : line.slice(0, space), space < 0 ? '' : line.slice(space + 1));
  }

  /** Runs one program; a launcher serves one run at a time (the pool sees to that). */
  run(spec: RunSpec): Promise<RunResult> {
    return this.request(encodeRequest(spec));
  }

  /** Whether the box is still there, asked between runs; a launcher whose box has gone says so and exits. */
  async ping(): Promise<boolean> {
    return !(await this.request('ping\n')).boxLostBeforeRun;
  }

  private async request(text: string): Promise<RunResult> {
    await this.ready;
    if (this.exited) throw this.exited;
    if (this.pending) throw new Error('sandbox launcher is busy');
    const result = new Promise<RunResult>((resolve, reject) => {
      this.pending = { fields: new Map(), resolve, reject };
    });
    this.child.stdin.write(text);
    return result;
  }

  async close(): Promise<void> {
    // Without further requests the launcher takes its box down and exits; a stuck one is killed.
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.closed;
    clearTimeout(timer);
  }
}
