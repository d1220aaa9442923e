// `./verdict build`: builds the web app with Vite when its sources are newer than the last build, with
// brotli and gzip copies of its text files.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { BIN, REPO_ROOT, WEB_DIR, WEB_DIST } from '../paths.ts';
import { precompress } from '../precompress.ts';

const SOURCES = [
  path.join(WEB_DIR, 'src'),
  path.join(WEB_DIR, 'index.html'),
  path.join(WEB_DIR, 'vite.config.ts'),
  path.join(WEB_DIR, 'public'),
  path.join(REPO_ROOT, 'packages/shared/src'),
  path.join(REPO_ROOT, 'package-lock.json'),
];
const STAMP = path.join(WEB_DIST, '.build-stamp');

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((max, entry) => Math.max(max, newestMtime(path.join(target, entry))), stat.mtimeMs);
}

export async function buildIfNeeded({ force = false } = {}): Promise<void> {
  const built = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
  const newest = Math.max(...SOURCES.map(newestMtime));
  if (!force && built >= newest) return;
  console.error('verdict: building the web app');
  const result = spawnSync(BIN('vite'), ['build', '--logLevel', 'warn'], { cwd: WEB_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
  await precompress(WEB_DIST);
  fs.writeFileSync(STAMP, new Date().toISOString());
}
