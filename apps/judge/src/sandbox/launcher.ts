// One launcher process (native/verdict-box.c) per slot, holding the slot's bubblewrap box: requests go in on
// stdin, results come back on stdout.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { bwrapArgs } from './bwrap.ts';
import { BOX_TMP_KB, BOX_WORK_DIR, boxEnv, boxMounts } from './layout.ts';
import type { RunResult, RunSpec, RunStatus } from './types.ts';

export interface SlotIdentity {
  /** Host uid and gid the slot's programs run as (unique per slot). */
  uid: number;
  gid: number;
}

const noNewline = (value: string) => {
  if (/[\n\r]/.test(value)) throw new Error('sandbox arguments may not contain line breaks');
  return value;
};

function encodeRequest(spec: RunSpec, identity: SlotIdentity): string {
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
    `stdin ${spec.stdinPath ?? ''}`,
    `stdout ${spec.stdoutPath ?? ''}`,
    `stderr ${spec.stderrPath ?? ''}`,
    `uid ${identity.uid}`,
    `gid ${identity.gid}`,
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
  };
}

export class Launcher {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: Interface;
  private pending: { fields: Map<string, string>; resolve: (r: RunResult) => void; reject: (e: Error) => void } | null = null;
  private readonly ready: Promise<void>;
  private exited: Error | null = null;

  /** `groupArgs` come from slotGroups; `workDir` is the host directory the box shows at /w. */
  constructor(
    binary: string,
    workDir: string,
    groupArgs: string[],
    readonly identity: SlotIdentity,
  ) {
    // An empty environment: nothing of the judge's (secrets included) reaches the launcher or the box.
    this.child = spawn(binary, [...groupArgs, '--', ...bwrapArgs(boxMounts(workDir), binary)], { stdio: ['pipe', 'pipe', 'pipe'], env: {} });
    this.lines = createInterface({ input: this.child.stdout });
    let stderr = '';
    this.child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    this.ready = new Promise((resolve, reject) => {
      this.lines.once('line', (line) => (line === 'ready' ? resolve() : reject(new Error(`sandbox launcher: ${line}`))));
      this.child.once('exit', (code) => {
        this.exited = new Error(`sandbox launcher exited (${code}): ${stderr.trim()}`);
        reject(this.exited);
        this.pending?.reject(this.exited);
        this.pending = null;
      });
    });
    this.ready.catch(() => {});
    this.lines.on('line', (line) => this.onLine(line));
  }

  private onLine(line: string): void {
    if (!this.pending || line === 'ready') return;
    if (line === 'end') {
      const { fields, resolve } = this.pending;
      this.pending = null;
      resolve(decodeResult(fields));
      return;
    }
    const space = line.indexOf(' ');
    this.pending.fields.set(space < 0 ? line : line.slice(0, space), space < 0 ? '' : line.slice(space + 1));
  }

  /** Runs one program; a launcher serves one run at a time (the pool sees to that). */
  async run(spec: RunSpec): Promise<RunResult> {
    await this.ready;
    if (this.exited) throw this.exited;
    if (this.pending) throw new Error('sandbox launcher is busy');
    const result = new Promise<RunResult>((resolve, reject) => {
      this.pending = { fields: new Map(), resolve, reject };
    });
    this.child.stdin.write(encodeRequest(spec, this.identity));
    return result;
  }

  async close(): Promise<void> {
    if (this.exited) return;
    const gone = new Promise((resolve) => this.child.once('exit', resolve));
    // Without further requests the launcher takes its box down and exits; a stuck one is killed.
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  }
}
