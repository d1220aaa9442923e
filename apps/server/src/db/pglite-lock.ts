// One process at a time on an embedded database: PGlite has no server to share it, and two processes writing
// one data folder (a running `./verdict start` and a `./verdict import`, two starts) would corrupt it. The
// lock is a file holding the owner's pid, created exclusively; a lock whose process is gone is taken over.
import fs from 'node:fs';
import path from 'node:path';

export class DatabaseInUseError extends Error {}

/** Lock files this process holds: a lock naming our pid but not listed here was left by an earlier life of a
 * process with the same pid (a container's pid 1 after a restart). */
const held = new Set<string>();

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock of the database folder `dir`; answers its release. */
export function lockDatabaseDir(dir: string): () => void {
  const file = path.join(dir, 'verdict.lock');
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      held.add(file);
      return () => {
        held.delete(file);
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(fs.readFileSync(file, 'utf8'));
    const inUse = owner === process.pid ? held.has(file) : Number.isInteger(owner) && owner > 0 && alive(owner);
    if (inUse) {
      throw new DatabaseInUseError(
        `the embedded database in ${dir} is in use by process ${owner} (a running ./verdict start?); stop it first, import through the back office, or use DATABASE_URL (remove ${file} if that process is not Verdict)`,
      );
    }
    // Left by a process that is gone: take it over.
    fs.rmSync(file, { force: true });
  }
}
