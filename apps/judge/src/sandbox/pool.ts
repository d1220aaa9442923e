// The sandbox pool: slots, each with its own launcher and bubblewrap box, cgroups, host uid and work directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { detectCgroupMode, removeSlotGroups, slotGroups } from './cgroups.ts';
import { Launcher } from './launcher.ts';
import { ensureLauncher } from './native.ts';
import { makeScratchDir } from './scratch.ts';
import type { CgroupMode, RunResult, RunSpec } from './types.ts';

/** Host uids for slots start here; each slot has its own, shared with nothing else on the host. */
const UID_BASE = 200_000;

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
}

export class SandboxPool {
  readonly mode: CgroupMode;
  private readonly slots: (Slot & { launcher: Launcher; name: string })[] = [];
  private readonly idle: number[] = [];
  private readonly waiters: ((index: number) => void)[] = [];
  private readonly baseDir: string;

  constructor(options: PoolOptions = {}) {
    this.mode = options.mode ?? detectCgroupMode();
    this.baseDir = options.baseDir ?? makeScratchDir('sandbox');
    fs.mkdirSync(this.baseDir, { recursive: true });
    // Slot uids must reach their work directories, and read nothing else here.
    fs.chmodSync(this.baseDir, 0o711);
    const binary = ensureLauncher();
    // Interactive runs need two slots at once.
    const size = Math.max(2, options.size ?? os.availableParallelism());
    for (let index = 0; index < size; index++) {
      const name = `p${process.pid}-s${index}`;
      const uid = UID_BASE + ((process.pid * 64 + index) % 1_000_000);
      const workDir = path.join(this.baseDir, `slot-${index}`);
      // The box binds this directory once: from now on it is emptied, never replaced.
      fs.rmSync(workDir, { recursive: true, force: true });
      fs.mkdirSync(workDir, { mode: 0o700 });
      fs.chownSync(workDir, uid, uid);
      const launcher = new Launcher(binary, workDir, slotGroups(this.mode, name), { uid, gid: uid });
      const own = (target: string) => fs.chownSync(target, uid, uid);
      this.slots.push({
        index,
        name,
        uid,
        workDir,
        launcher,
        own,
        run: (spec) => launcher.run(spec),
      });
      this.idle.push(index);
    }
  }

  get size(): number {
    return this.slots.length;
  }

  /** Waits for a free slot and hands it over with an empty work directory. */
  async acquire(): Promise<Slot> {
    const index = this.idle.pop() ?? (await new Promise<number>((resolve) => this.waiters.push(resolve)));
    const slot = this.slots[index];
    // Nothing of the previous task survives; the programs that wrote it were killed after their runs.
    for (const entry of fs.readdirSync(slot.workDir)) fs.rmSync(path.join(slot.workDir, entry), { recursive: true, force: true });
    return slot;
  }

  private pairLock: Promise<unknown> = Promise.resolve();

  /** Two slots at once (interactive runs); pairs are taken one at a time so two pairs never deadlock. */
  acquirePair(): Promise<[Slot, Slot]> {
    const pair = this.pairLock.then(async () => [await this.acquire(), await this.acquire()] as [Slot, Slot]);
    this.pairLock = pair.catch(() => {});
    return pair;
  }

  release(slot: Slot): void {
    const next = this.waiters.shift();
    if (next) next(slot.index);
    else this.idle.push(slot.index);
  }

  async with<T>(fn: (slot: Slot) => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    try {
      return await fn(slot);
    } finally {
      this.release(slot);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.launcher.close()));
    for (const slot of this.slots) removeSlotGroups(this.mode, slot.name);
    fs.rmSync(this.baseDir, { recursive: true, force: true });
  }
}
