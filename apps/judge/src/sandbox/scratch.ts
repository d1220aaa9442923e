// Where the judge keeps per-run files: slots' work directories, compiled programs, outputs. A memory file
// system (/dev/shm) when the host has one, since every task writes, copies and deletes a handful of small
// files and a disk file system pays a journal for each; the system temp folder otherwise.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MEMORY_FS = '/dev/shm';

function isWritableDirectory(dir: string): boolean {
  try {
    fs.accessSync(dir, fs.constants.W_OK | fs.constants.X_OK);
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

const scratchRoot = process.env.VERDICT_JUDGE_SCRATCH ?? (isWritableDirectory(MEMORY_FS) ? MEMORY_FS : os.tmpdir());

/** A new private folder (0700) for `purpose`, under the scratch root. */
export const makeScratchDir = (purpose: string): string => fs.mkdtempSync(path.join(scratchRoot, `verdict-${purpose}-`));
