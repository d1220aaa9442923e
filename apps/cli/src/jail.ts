// A throwaway jail for tests that run hostile code: a new PID namespace (with its own /proc) inside a
// capped cgroup, so a sandbox bug fails the tests instead of taking down the machine.
import fs from 'node:fs';
import path from 'node:path';
import { ownGroup } from '@verdict/judge';

const ROOT = '/sys/fs/cgroup';
const MEMORY_CAP = 8 * 1024 ** 3;
const PIDS_CAP = 4096;

/** A cgroup directory disappears once its last process has; retry briefly while they exit. */
function removeGroup(dir: string): void {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      fs.rmdirSync(dir);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
}

export interface Jail {
  /** The command, wrapped to enter the jail. */
  wrap(command: string[]): string[];
  /** Kills whatever is left and removes the groups. */
  remove(): void;
}

export function createJail(name: string): Jail {
  const v1 = ['memory', 'pids'].every((c) => fs.existsSync(path.join(ROOT, c, 'tasks')));
  const v2 = !v1 && fs.existsSync(path.join(ROOT, 'cgroup.controllers'));
  const dirs = v1 ? ['memory', 'pids'].map((c) => path.join(ROOT, c, ownGroup(c), name)) : v2 ? [path.join(ROOT, ownGroup(''), name)] : [];
  for (const dir of dirs) fs.mkdirSync(dir, { recursive: true });
  if (v1) {
    fs.writeFileSync(path.join(dirs[0], 'memory.limit_in_bytes'), String(MEMORY_CAP));
    fs.writeFileSync(path.join(dirs[1], 'pids.max'), String(PIDS_CAP));
  } else if (v2) {
    fs.writeFileSync(path.join(dirs[0], 'memory.max'), String(MEMORY_CAP));
    fs.writeFileSync(path.join(dirs[0], 'pids.max'), String(PIDS_CAP));
  }
  const enter = dirs.map((d) => `echo $$ > ${d}/cgroup.procs`).join(' && ');
  return {
    wrap: (command) => [
      'sh',
      '-c',
      `${enter ? `${enter} && ` : ''}exec unshare --pid --fork --kill-child --mount-proc -- "$@"`,
      'jail',
      ...command,
    ],
    remove() {
      for (const dir of dirs) {
        for (const pid of fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean)) {
          try {
            process.kill(Number(pid), 'SIGKILL');
          } catch {
            // Already gone.
          }
        }
        removeGroup(dir);
      }
    },
  };
}
