// The native launcher: compiled from native/verdict-box.c with the system C compiler when missing or stale.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';

const NATIVE_DIR = path.resolve(import.meta.dirname, '../../native');
const SOURCE = path.join(NATIVE_DIR, 'verdict-box.c');

/** Path of a launcher binary built from the current source (cached by the source's hash). */
export function ensureLauncher(cacheDir = path.join(NATIVE_DIR, '.build')): string {
  const source = fs.readFileSync(SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const binary = path.join(cacheDir, `verdict-box-${hash}`);
  if (fs.existsSync(binary)) return binary;
  fs.mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  const partial = `${binary}.${process.pid}.tmp`;
  execFileSync('cc', ['-O2', '-Wall', '-Wno-format-truncation', '-o', partial, SOURCE], { stdio: 'pipe' });
  fs.renameSync(partial, binary);
  return binary;
}
