// A directory only this process's user can use: the worker keeps test data there, and a file planted in it by
// another user (a predictable path under /tmp invites that) would be judged as the test data.
import fs from 'node:fs';
import path from 'node:path';

const PRIVATE_MODE = 0o700;
const STICKY = 0o1000;

function isPrivate(stat: fs.Stats): boolean {
  return stat.isDirectory() && stat.uid === process.getuid!() && (stat.mode & 0o777) === PRIVATE_MODE;
}

/** Anyone but the owner may add or rename entries in a folder writable by group or others and not sticky. */
function assertSafeParent(parent: string): void {
  const stat = fs.statSync(parent);
  const ownedByUs = stat.uid === 0 || stat.uid === process.getuid!();
  const sharedWritable = (stat.mode & 0o022) !== 0 && (stat.mode & STICKY) === 0;
  if (!ownedByUs || sharedWritable)
    throw new Error(`${parent} is not a safe place for a private folder (owner ${stat.uid}, mode ${(stat.mode & 0o7777).toString(8)})`);
}

/**
 * Makes `dir` a real directory owned by this process's user with mode 0700. Whatever else is there (a symbolic
 * link, a file, a folder of another user or open to others) is removed, never followed, and made anew.
 */
export function ensurePrivateDir(dir: string): void {
  const parent = path.dirname(dir);
  fs.mkdirSync(parent, { recursive: true, mode: PRIVATE_MODE });
  assertSafeParent(parent);
  for (let attempt = 0; attempt < 3; attempt++) {
    let stat: fs.Stats | null = null;
    try {
      stat = fs.lstatSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (stat && isPrivate(stat)) return;
    // rm removes a symbolic link itself, never what it points to.
    if (stat) fs.rmSync(dir, { recursive: true, force: true });
    try {
      fs.mkdirSync(dir, { mode: PRIVATE_MODE });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const stat = fs.lstatSync(dir);
  if (!isPrivate(stat)) throw new Error(`cannot make ${dir} a private folder: someone keeps replacing it`);
}
