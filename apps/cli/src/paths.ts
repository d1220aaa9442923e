// Repository paths the commands share.
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
export const WEB_DIST = path.join(WEB_DIR, 'dist');
export const BIN = (name: string) => path.join(REPO_ROOT, 'node_modules/.bin', name);
export const TSX_LOADER = path.join(REPO_ROOT, 'node_modules/tsx/dist/esm/index.mjs');
export const CLI_ENTRY = path.join(REPO_ROOT, 'apps/cli/src/index.ts');
