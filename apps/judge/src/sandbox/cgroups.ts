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

/**
 * This process's own group in a hierarchy ('' for v2). Slots live below it, so any limit placed on the
 * judge (a service manager's, a test's) also bounds everything it runs.
 */
export function ownGroup(controller: string): string {
  const lines = fs.readFileSync('/proc/self/cgroup', 'utf8').trim().split('\n');
  for (const line of lines) {
    const [, controllers, group] = line.split(':');
    if (controllers.split(',').includes(controller)) return group;
  }
  return '/';
}

const v1Dir = (controller: string, name: string) => path.join(ROOT, controller, ownGroup(controller), 'verdict', name);
const v2Base = () => path.join(ROOT, ownGroup(''), 'verdict');

/** Creates the slot's groups and answers the launcher's arguments. */
export function slotGroups(mode: CgroupMode, name: string): string[] {
  if (mode === 'v1') {
    const dirs = V1_CONTROLLERS.map((c) => v1Dir(c, name));
    dirs.forEach((d) => fs.mkdirSync(d, { recursive: true }));
    return ['v1', ...dirs];
  }
  if (mode === 'v2') {
    const base = v2Base();
    fs.mkdirSync(base, { recursive: true });
    fs.writeFileSync(path.join(path.dirname(base), 'cgroup.subtree_control'), '+memory +pids +cpu');
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
      ? [path.join(v1Dir('memory', name), 'run'), ...V1_CONTROLLERS.map((c) => v1Dir(c, name))]
      : mode === 'v2'
        ? ['run', 'launcher', ''].map((leaf) => path.join(v2Base(), name, leaf))
        : [];
  // The shared parent goes too once the last slot has left it.
  const parents = [...new Set(dirs.map((d) => path.dirname(d.replace(/\/(run|launcher)?$/, ''))))];
  for (const dir of [...dirs, ...parents]) {
    try {
      fs.rmdirSync(dir);
    } catch {
      // Still busy, or already gone; the next start reuses it.
    }
  }
}
