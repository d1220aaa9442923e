// The worker's test-data cache against files planted in its folder: a wrong file, a symbolic link, a folder
// of another user or a symbolic link in its place are never used; test data comes from a real HTTP server.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JudgeClient } from './client.ts';
import { DataCache } from './data-cache.ts';

const CONTENT = 'the real test data\n';
const HASH = createHash('sha256').update(CONTENT).digest('hex');
const OTHER_UID = 54_321;

let server: http.Server;
let client: JudgeClient;
let downloads = 0;
let work: string;
let cacheDir: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    downloads++;
    if (req.url === `/api/judge/data/${HASH}`) res.end(CONTENT);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new JudgeClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 'secret');
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'verdict-data-cache-'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});
beforeEach(() => {
  downloads = 0;
  cacheDir = path.join(work, `cache-${Math.random().toString(36).slice(2)}`);
});

/** A folder and file of another user, with content that is not the test data. */
function plantedFolder(): string {
  const dir = fs.mkdtempSync(path.join(work, 'planted-'));
  fs.writeFileSync(path.join(dir, HASH), 'planted by an attacker\n');
  fs.chownSync(path.join(dir, HASH), OTHER_UID, OTHER_UID);
  fs.chownSync(dir, OTHER_UID, OTHER_UID);
  fs.chmodSync(dir, 0o777);
  return dir;
}

const expectPrivate = (dir: string) => {
  const stat = fs.lstatSync(dir);
  expect(stat.isDirectory()).toBe(true);
  expect(stat.uid).toBe(process.getuid!());
  expect(stat.mode & 0o777).toBe(0o700);
};

describe('the data cache', () => {
  it('downloads once, then serves the file it checked', async () => {
    const cache = new DataCache(cacheDir, client);
    expectPrivate(cacheDir);
    const file = await cache.file(HASH);
    expect(fs.readFileSync(file, 'utf8')).toBe(CONTENT);
    await cache.file(HASH);
    expect(downloads).toBe(1);
  });

  it('reuses a right file left by an earlier worker, after hashing it', async () => {
    await new DataCache(cacheDir, client).file(HASH);
    const file = await new DataCache(cacheDir, client).file(HASH);
    expect(fs.readFileSync(file, 'utf8')).toBe(CONTENT);
    expect(downloads).toBe(1);
  });

  it('does not use a wrong file planted under the hash name', async () => {
    new DataCache(cacheDir, client);
    fs.writeFileSync(path.join(cacheDir, HASH), 'planted\n');
    const file = await new DataCache(cacheDir, client).file(HASH);
    expect(fs.readFileSync(file, 'utf8')).toBe(CONTENT);
    expect(downloads).toBe(1);
  });

  it('does not use a file of another user, even with the right content', async () => {
    new DataCache(cacheDir, client);
    fs.writeFileSync(path.join(cacheDir, HASH), CONTENT);
    fs.chownSync(path.join(cacheDir, HASH), OTHER_UID, OTHER_UID);
    const file = await new DataCache(cacheDir, client).file(HASH);
    expect(fs.statSync(file).uid).toBe(process.getuid!());
    expect(downloads).toBe(1);
  });

  it('does not follow a symbolic link planted under the hash name, and leaves its target alone', async () => {
    new DataCache(cacheDir, client);
    const target = path.join(work, `target-${Math.random()}`);
    fs.writeFileSync(target, CONTENT);
    fs.symlinkSync(target, path.join(cacheDir, HASH));
    const file = await new DataCache(cacheDir, client).file(HASH);
    expect(fs.lstatSync(file).isFile()).toBe(true);
    expect(fs.readFileSync(target, 'utf8')).toBe(CONTENT);
    expect(downloads).toBe(1);
  });

  it('replaces a cache folder that is a symbolic link to a folder of another user, without touching it', async () => {
    const planted = plantedFolder();
    fs.symlinkSync(planted, cacheDir);
    const file = await new DataCache(cacheDir, client).file(HASH);
    expectPrivate(cacheDir);
    expect(fs.readFileSync(file, 'utf8')).toBe(CONTENT);
    expect(fs.readFileSync(path.join(planted, HASH), 'utf8')).toBe('planted by an attacker\n');
  });

  it('replaces a cache folder owned by another user or open to others', async () => {
    const planted = plantedFolder();
    fs.renameSync(planted, cacheDir);
    const file = await new DataCache(cacheDir, client).file(HASH);
    expectPrivate(cacheDir);
    expect(fs.readFileSync(file, 'utf8')).toBe(CONTENT);
    expect(downloads).toBe(1);
  });

  it('refuses a cache folder inside a folder others may write to', () => {
    const open = fs.mkdtempSync(path.join(work, 'open-'));
    fs.chmodSync(open, 0o777);
    expect(() => new DataCache(path.join(open, 'cache'), client)).toThrow(/not a safe place/);
  });
});
