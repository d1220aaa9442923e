// Cgroup detection and the per-slot groups: v2, v1 (controllers mounted one per directory), or none.
import fs from 'node:fs';
import path from 'node:path';
import type { CgroupMode } from './types.ts';

const ROOT = '/sys/fs/cgroup';
const V1_CONTROLLERS = ['memory', 'cpuacct', 'pids'] as const;

function writable(dir: string): boolean {
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** v2 when the unified tree offers memory, pids and cpu; else v1 when its controllers are mounted; else none. */
export function detectCgroupMode(): CgroupMode {
  if (process.getuid?.() !== 0) return 'none';
  const v2Controllers = (() => {
    try {
      return fs.readFileSync(path.join(ROOT, 'cgroup.controllers'), 'utf8').split(/\s+/);
    } catch {
      return [];
    }
  })();
  if (['memory', 'pids', 'cpu'].every((c) => v2Controllers.includes(c)) && writable(ROOT)) return 'v2';
  if (V1_CONTROLLERS.every((c) => fs.existsSync(path.join(ROOT, c, 'tasks')) && writable(path.join(ROOT, c)))) return 'v1';
  return 'none';
}

/** Creates the slot's groups and answers the launcher's arguments. */
export function slotGroups(mode: CgroupMode, name: string): string[] {
  if (mode === 'v1') {
    const dirs = V1_CONTROLLERS.map((c) => path.join(ROOT, c, 'verdict', name));
    dirs.forEach((d) => fs.mkdirSync(d, { recursive: true }));
    return ['v1', ...dirs];
  }
  if (mode === 'v2') {
    const base = path.join(ROOT, 'verdict');
    fs.mkdirSync(base, { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'cgroup.subtree_control'), '+memory +pids +cpu');
    fs.writeFileSync(path.join(base, 'cgroup.subtree_control'), '+memory +pids +cpu');
    const slot = path.join(base, name);
    fs.mkdirSync(slot, { recursive: true });
    fs.writeFileSync(path.join(slot, 'cgroup.subtree_control'), '+memory +pids +cpu');
    return ['v2', slot];
  }
  return ['none'];
}

/** Removes a slot's groups once its launcher is gone (best effort). */
export function removeSlotGroups(mode: CgroupMode, name: string): void {
  const dirs =
    mode === 'v1'
      ? V1_CONTROLLERS.map((c) => path.join(ROOT, c, 'verdict', name))
      : mode === 'v2'
        ? [path.join(ROOT, 'verdict', name, 'run'), path.join(ROOT, 'verdict', name, 'launcher'), path.join(ROOT, 'verdict', name)]
        : [];
  for (const dir of dirs) {
    try {
      fs.rmdirSync(dir);
    } catch {
      // Still busy or already gone; the next start reuses it.
    }
  }
}
