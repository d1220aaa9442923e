// The root supervisor's preparations, on real files and the real service user: the data folder changes hands
// without following anything the API could have planted, and the checkout is reached or refused clearly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { giveDataDir } from './data-dir.ts';
import { ensureReachable } from './reach.ts';
import { ensureServiceUser } from './service-user.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-supervisor-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe.skipIf(process.getuid?.() !== 0)('the root supervisor', () => {
  it('gives the data folder to the service user (0700), never through a link planted in it', () => {
    const user = ensureServiceUser();
    const outside = tempDir();
    const secret = path.join(outside, 'secret');
    fs.writeFileSync(secret, 'root only');
    const dataDir = path.join(tempDir(), 'data');
    fs.mkdirSync(path.join(dataDir, 'pglite', 'base'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'base', 'written-by-import'), 'x');
    fs.symlinkSync(secret, path.join(dataDir, 'file-link'));
    fs.symlinkSync(outside, path.join(dataDir, 'folder-link'));
    fs.linkSync(secret, path.join(dataDir, 'hard-link'));

    expect(giveDataDir(dataDir, user)).toBe(fs.realpathSync(dataDir));
    const owner = (file: string) => fs.lstatSync(file).uid;
    expect([owner(dataDir), fs.statSync(dataDir).mode & 0o777]).toEqual([user.uid, 0o700]);
    expect(owner(path.join(dataDir, 'pglite', 'base'))).toBe(user.uid);
    expect(owner(path.join(dataDir, 'pglite', 'base', 'written-by-import'))).toBe(user.uid);
    expect([owner(secret), owner(outside)]).toEqual([0, 0]);
  });

  it('lets the service user through a closed folder by an ACL, and refuses a file it cannot read', () => {
    const user = ensureServiceUser();
    const closed = tempDir(); // 0700, as /root is
    const readable = path.join(closed, 'code.ts');
    fs.writeFileSync(readable, '', { mode: 0o644 });
    ensureReachable(user, [readable]);
    expect(fs.statSync(closed).mode & 0o007).toBe(0); // other users still kept out

    const unreadable = path.join(closed, 'private.ts');
    fs.writeFileSync(unreadable, '', { mode: 0o600 });
    expect(() => ensureReachable(user, [unreadable])).toThrow(
      `cannot read ${unreadable}: make the checkout readable by other users (chmod -R o+rX`,
    );
  });
});
