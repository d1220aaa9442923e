// One launcher process (native/verdict-box.c) per slot: requests go in on stdin, results come back on stdout.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface, type Interface } from 'node:readline';
import { bwrapArgs } from './bwrap.ts';
import { boxLayout, type BoxLayout, type BoxMount } from './layout.ts';
import type { RunResult, RunSpec, RunStatus, SandboxKind } from './types.ts';

export interface SlotIdentity {
  /** Host uid and gid the slot's programs run as (unique per slot). */
  uid: number;
  gid: number;
}

const noNewline = (value: string) => {
  if (/[\n\r]/.test(value)) throw new Error('sandbox arguments may not contain line breaks');
  return value;
};

/** A native mount step: its fields separated by tabs (see apply_mount in verdict-box.c). */
function mountLine(mount: BoxMount): string {
  const fields =
    mount.type === 'dir'
      ? [mount.type, mount.mode.toString(8), mount.box]
      : mount.type === 'ro' || mount.type === 'rw'
        ? [mount.type, mount.host, mount.box]
        : mount.type === 'symlink'
          ? [mount.type, mount.target, mount.box]
          : mount.type === 'tmpfs'
            ? [mount.type, String(mount.sizeBytes), mount.mode.toString(8), mount.box]
            : [mount.type, mount.box];
  if (fields.some((field) => field.includes('\t'))) throw new Error('sandbox paths may not contain tabs');
  return `mount ${fields.join('\t')}`;
}

/** The native launcher builds the box itself from the layout; under bubblewrap the request is its command line. */
function boxLines(kind: SandboxKind, layout: BoxLayout, argv: string[], binary: string, identity: SlotIdentity): string[] {
  if (kind === 'bwrap') return bwrapArgs(layout, argv, { binary, ...identity }).map((a) => `arg ${a}`);
  return [
    `uid ${identity.uid}`,
    `gid ${identity.gid}`,
    `hostname ${layout.hostname}`,
    `cwd ${layout.cwd}`,
    ...layout.mounts.map(mountLine),
    ...Object.entries(layout.env).map(([key, value]) => `env ${key}=${value}`),
    ...argv.map((a) => `arg ${a}`),
  ];
}

function encodeRequest(spec: RunSpec, kind: SandboxKind, binary: string, identity: SlotIdentity): string {
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
    `stdout_first ${spec.stdoutFirst ? 1 : 0}`,
    `stdin ${noNewline(spec.stdinPath ?? '')}`,
    `stdout ${noNewline(spec.stdoutPath ?? '')}`,
    `stderr ${noNewline(spec.stderrPath ?? '')}`,
    ...boxLines(kind, boxLayout(spec), spec.argv, binary, identity).map(noNewline),
    'run',
  ];
  return `${lines.join('\n')}\n`;
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

  /**
   * `groupArgs` come from slotGroups. A native launcher mounts each box's root on `stagingDir` (an empty
   * folder) inside the run's own mount namespace, and lives in the slot's own network namespace.
   */
  constructor(
    private readonly binary: string,
    private readonly kind: SandboxKind,
    stagingDir: string,
    groupArgs: string[],
    readonly identity: SlotIdentity,
  ) {
    const kindArgs = kind === 'native' ? ['native', stagingDir] : ['bwrap'];
    // An empty environment: nothing of the judge's (secrets included) reaches the launcher or the box.
    this.child = spawn(binary, [...kindArgs, ...groupArgs], { stdio: ['pipe', 'pipe', 'pipe'], env: {} });
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
    this.child.stdin.write(encodeRequest(spec, this.kind, this.binary, this.identity));
    return result;
  }

  async close(): Promise<void> {
    if (this.exited) return;
    const gone = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin.end();
    this.child.kill('SIGKILL');
    await gone;
  }
}
