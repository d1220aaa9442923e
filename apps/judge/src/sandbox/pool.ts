// The sandbox pool: slots, each with its own launcher and bubblewrap box, cgroups, host uid and work directory.
// A slot is never lost: one whose work directory cannot be emptied, or whose launcher or box has gone, is built
// anew the next time it is acquired.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { detectCgroupMode, removeSlotGroups, slotGroups } from './cgroups.ts';
import { Launcher } from './launcher.ts';
import { ensureLauncher } from './native.ts';
import { makeScratchDir } from './scratch.ts';
import { slotUidArgs, slotUidLockDir } from './uids.ts';
import type { CgroupMode, RunResult, RunSpec } from './types.ts';

export interface Slot {
  readonly index: number;
  /** Host directory the slot's box shows at /w, empty at acquire. */
  readonly workDir: string;
  readonly uid: number;
  run(spec: RunSpec): Promise<RunResult>;
  /** Makes a host file or directory in the work directory usable by the slot's programs. */
  own(target: string): void;
}

export interface PoolOptions {
  size?: number;
  /** Where the slots' work directories live (default: a fresh folder under the OS temp dir). */
  baseDir?: string;
  mode?: CgroupMode;
  /** Faults injected into the launchers, for tests only (see verdict-box.c). */
  testFaults?: string[];
  /**
   * A host folder of precompiled headers (judge/pch.ts), bound read-only into every box and shown only to the
   * runs that ask for it (RunSpec.pch: compilations). It must be root's and not writable by others.
   */
  pchDir?: string;
}

/** Set to 1 to judge without cgroups: for development only, never for untrusted programs. */
export const ALLOW_NO_CGROUP_ENV = 'VERDICT_JUDGE_ALLOW_NO_CGROUP';

/** The sandbox cannot run safely here: judging is refused. */
export class SandboxUnavailableError extends Error {}

/** A run's slot had lost its box before the run started (SandboxPool.with starts the task over). */
class BoxLostBeforeRun extends Error {}

/** How many slots SandboxPool.with tries a task on when their boxes are found dead. */
const WITH_ATTEMPTS = 3;

/**
 * Without cgroups a run's CPU time misses the grandchildren reparented away from it and RLIMIT_AS caps
 * each process, not the run: refused unless the development override is set.
 */
function requireCgroups(mode: CgroupMode): void {
  if (mode !== 'none') return;
  if (process.env[ALLOW_NO_CGROUP_ENV] !== '1') {
    throw new SandboxUnavailableError(
      `the sandbox needs cgroups (v1 or v2, as root) to measure and bound a run's whole process tree, and none is usable here, so judging is refused; ` +
        `run the judge as root on a host with cgroups, or set ${ALLOW_NO_CGROUP_ENV}=1 for development only`,
    );
  }
  console.warn(
    `[sandbox] WARNING: judging without cgroups (${ALLOW_NO_CGROUP_ENV}=1): CPU time and memory of a run's process tree are not bounded; for development only`,
  );
}

const execFileAsync = promisify(execFile);

/**
 * Deletes what is in `dir` (and `dir` itself unless `keep`). A tree too deep for path-based deletion
 * (ENAMETOOLONG: a program can nest thousands of folders) goes with find, which deletes relative to each
 * folder's descriptor. True once done.
 */
async function removeTree(dir: string, keep: boolean): Promise<boolean> {
  try {
    if (keep) for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    else fs.rmSync(dir, { recursive: true, force: true });
    return true;
  } catch {
    try {
      await execFileAsync('find', [dir, ...(keep ? ['-mindepth', '1'] : []), '-delete']);
      return !keep || fs.readdirSync(dir).length === 0;
    } catch {
      return false;
    }
  }
}

interface PoolSlot extends Slot {
  readonly name: string;
  readonly launcher: Launcher;
}

export class SandboxPool {
  readonly mode: CgroupMode;
  /** Each slot as it is being built or was built; a failed build is retried at the next acquire. */
  private readonly slots: Promise<PoolSlot>[] = [];
  private readonly idle: number[] = [];
  private readonly waiters: ((index: number) => void)[] = [];
  private readonly baseDir: string;
  private readonly binary: string;
  private readonly uidArgs: string[];
  private readonly testFaults: string[];
  /** The host folder of precompiled headers the boxes bind (PoolOptions.pchDir), or null. */
  readonly pchDir: string | null;
  private builds = 0;
  /** Names this pool's cgroups apart from every other pool's, in this process or another (pids repeat across PID namespaces). */
  private readonly id = `p${process.pid}-${randomBytes(4).toString('hex')}`;

  constructor(options: PoolOptions = {}) {
    this.mode = options.mode ?? detectCgroupMode();
    requireCgroups(this.mode);
    this.uidArgs = slotUidArgs(slotUidLockDir());
    this.testFaults = options.testFaults ?? [];
    this.pchDir = options.pchDir ? path.resolve(options.pchDir) : null;
    if (this.pchDir && !fs.statSync(this.pchDir).isDirectory()) throw new Error(`${this.pchDir} is not a folder`);
    this.baseDir = options.baseDir ?? makeScratchDir('sandbox');
    fs.mkdirSync(this.baseDir, { recursive: true });
    // Slot uids must reach their work directories, and read nothing else here.
    fs.chmodSync(this.baseDir, 0o711);
    this.binary = ensureLauncher();
    // Interactive runs need two slots at once.
    const size = Math.max(2, options.size ?? os.availableParallelism());
    for (let index = 0; index < size; index++) {
      this.slots.push(this.build(index));
      this.slots[index].catch(() => {});
      this.idle.push(index);
    }
  }

  get size(): number {
    return this.slots.length;
  }

  /** A slot with a new work directory, cgroups and launcher; its uid is the one the launcher locked. */
  private async build(index: number): Promise<PoolSlot> {
    const name = `${this.id}-s${index}-b${this.builds++}`;
    const workDir = path.join(this.baseDir, name);
    fs.mkdirSync(workDir, { mode: 0o700 });
    const launcher = new Launcher(this.binary, workDir, slotGroups(this.mode, name), {
      uidArgs: this.uidArgs,
      testFaults: this.testFaults,
      pchDir: this.pchDir,
    });
    const uid = await launcher.ready.catch(async (error: unknown) => {
      await this.discard({ name, workDir, launcher });
      throw error;
    });
    // The box binds this directory once: from now on it is emptied, never replaced.
    fs.chownSync(workDir, uid, uid);
    const own = (target: string) => fs.chownSync(target, uid, uid);
    return { index, name, uid, workDir, launcher, own, run: (spec) => launcher.run(spec) };
  }

  /** Takes a slot's launcher, groups and work directory away; the directory goes in the background. */
  private async discard(slot: Pick<PoolSlot, 'name' | 'workDir' | 'launcher'>): Promise<void> {
    await slot.launcher.close();
    removeSlotGroups(this.mode, slot.name);
    void removeTree(slot.workDir, false);
  }

  /** The slot at `index`, its box alive and its work directory empty; built anew when it cannot be. */
  private async prepare(index: number): Promise<PoolSlot> {
    const slot = await this.slots[index].catch(() => null);
    const alive = slot?.launcher.alive && (await slot.launcher.ping().catch(() => false));
    if (slot && alive && (await removeTree(slot.workDir, true))) return slot;
    if (slot) await this.discard(slot);
    this.slots[index] = this.build(index);
    return this.slots[index];
  }

  /** Waits for a free slot and hands it over with an empty work directory; on failure the slot goes back. */
  async acquire(): Promise<Slot> {
    const index = this.idle.pop() ?? (await new Promise<number>((resolve) => this.waiters.push(resolve)));
    try {
      // Nothing of the previous task survives; the programs that wrote it were killed after their runs.
      return await this.prepare(index);
    } catch (error) {
      this.releaseIndex(index);
      throw error;
    }
  }

  private pairLock: Promise<unknown> = Promise.resolve();

  /** Two slots at once (interactive runs); pairs are taken one at a time so two pairs never deadlock. */
  acquirePair(): Promise<[Slot, Slot]> {
    const pair = this.pairLock.then(async (): Promise<[Slot, Slot]> => {
      const first = await this.acquire();
      try {
        return [first, await this.acquire()];
      } catch (error) {
        this.release(first);
        throw error;
      }
    });
    this.pairLock = pair.catch(() => {});
    return pair;
  }

  release(slot: Slot): void {
    this.releaseIndex(slot.index);
  }

  private releaseIndex(index: number): void {
    const next = this.waiters.shift();
    if (next) next(index);
    else this.idle.push(index);
  }

  /**
   * Runs `fn` on a slot. When a run finds the slot's box dead before it starts (the program never ran), `fn`
   * starts over on a rebuilt slot, up to WITH_ATTEMPTS times in all: a sandbox fault between two runs is not
   * a verdict on anyone's code. `fn` must therefore set up everything it needs in the slot it is given.
   */
  async with<T>(fn: (slot: Slot) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const slot = await this.acquire();
      const last = attempt === WITH_ATTEMPTS;
      const guarded: Slot = {
        ...slot,
        run: async (spec) => {
          const result = await slot.run(spec);
          if (result.boxLostBeforeRun && !last) throw new BoxLostBeforeRun(result.message);
          return result;
        },
      };
      try {
        return await fn(guarded);
      } catch (error) {
        if (!(error instanceof BoxLostBeforeRun)) throw error;
        console.warn(`[sandbox] slot ${slot.index}: ${error.message}; the task starts over on a rebuilt slot`);
      } finally {
        this.release(slot);
      }
    }
  }

  async close(): Promise<void> {
    const slots = await Promise.all(this.slots.map((slot) => slot.catch(() => null)));
    await Promise.all(slots.map((slot) => slot?.launcher.close()));
    for (const slot of slots) if (slot) removeSlotGroups(this.mode, slot.name);
    await removeTree(this.baseDir, false);
  }
}
