// Slot uids: a fixed host range, the same for every judge process, each uid held by one launcher at a time.
// A launcher takes the first free uid of the range with an flock on a file in a root-owned folder
// (verdict-box.c, lock_slot_uid); the kernel drops the lock when the launcher ends, however it ends, so two
// judge processes on one host (in any PID namespace) never share a uid, and none leaks.
import fs from 'node:fs';

/** Slot uids are SLOT_UID_BASE .. SLOT_UID_BASE + SLOT_UID_COUNT - 1; no user or service of the host may have one. */
export const SLOT_UID_BASE = 200_000;
export const SLOT_UID_COUNT = 4096;
const LOCK_DIRS = ['/run/verdict', '/run/verdict/slot-uids'];

/** The lock folder, created if missing; refused unless root's own and writable by root alone. */
export function slotUidLockDir(): string {
  for (const dir of LOCK_DIRS) {
    fs.mkdirSync(dir, { mode: 0o700, recursive: true });
    const stat = fs.lstatSync(dir);
    if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
      throw new Error(`sandbox: ${dir} must be a directory of root's, writable by root alone`);
    }
  }
  return LOCK_DIRS[LOCK_DIRS.length - 1];
}

/** The launcher's arguments for its uid. */
export const slotUidArgs = (lockDir: string): string[] => ['--uids', String(SLOT_UID_BASE), String(SLOT_UID_COUNT), lockDir];
