// Both file stores against real databases (PGlite and PostgreSQL): streaming in and out across chunk borders,
// exists/size/delete, names, missing files, the sweep's grace period and references, the disk cache's bound and
// eviction, staged uploads, and the copy of DATA_DIR's files into the postgres store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARITY_BACKENDS, openTestDatabase } from '../../test/helper.ts';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
// Loads the problems module, which provides the references to case files.
import '../problems/index.ts';
import { problemCases, problems } from '../problems/tables.ts';
import { adoptLocalFiles } from './adopt.ts';
import { DiskCache } from './cache.ts';
import { LocalFileStore } from './local-store.ts';
import { PgFileStore } from './pg-store.ts';
import { FileMissingError, type FileStore } from './store.ts';

const sha = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const tempDir = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `verdict-file-store-${label}-`));

/** `count` chunks of `size` random bytes, as a stream that hands them over one by one. */
function randomSource(size: number, count: number): { stream: Readable; hash: string; length: number } {
  const pieces = Array.from({ length: count }, () => randomBytes(size));
  return { stream: Readable.from(pieces), hash: sha(Buffer.concat(pieces)), length: size * count };
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

describe.each(PARITY_BACKENDS)('file stores on %s', (backend) => {
  let database: Database;
  const dirs: string[] = [];
  const stores: Record<'local' | 'postgres', () => FileStore> = {
    local: () => new LocalFileStore(dir('local'), database.db),
    // Small chunks, so a few hundred KB cross many chunk borders.
    postgres: () => new PgFileStore(database.db, new DiskCache(path.join(dir('cache'), 'files'), 64 << 20), 64 * 1024),
  };
  const dir = (label: string) => {
    const made = tempDir(label);
    dirs.push(made);
    return made;
  };

  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  /** A problem whose one case references these hashes. */
  async function referenceFromCase(inputHash: string, outputHash: string): Promise<number> {
    const [row] = await database.db
      .insert(problems)
      .values({ problemId: `FS${randomBytes(4).toString('hex')}`, title: 'file store' })
      .returning({ id: problems.id });
    await database.db.insert(problemCases).values({ problemId: row.id, seq: 1, inputHash, outputHash });
    return row.id;
  }

  describe.each(['local', 'postgres'] as const)('the %s store', (kind) => {
    let store: FileStore;
    beforeAll(() => {
      store = stores[kind]();
    });

    it('streams content in and out across chunk borders, and stores the same content once', async () => {
      const source = randomSource(50_000, 9);
      const stored = await store.put(source.stream);
      expect(stored).toEqual({ key: source.hash, hash: source.hash, size: source.length });
      expect(await store.exists(source.hash)).toBe(true);
      expect(await store.size(source.hash)).toBe(source.length);
      expect(sha(await bytesOf(await store.open(source.hash)))).toBe(source.hash);
      expect(sha(fs.readFileSync(await store.localFile(source.hash)))).toBe(source.hash);
      // Exactly one chunk, an empty file, a string.
      for (const content of [randomBytes(64 * 1024), Buffer.alloc(0), 'héllo\n']) {
        const again = await store.put(content);
        expect(again.hash).toBe(sha(content));
        expect(await text(await store.open(again.hash))).toBe(Buffer.from(content).toString());
      }
      const twice = await store.put(Buffer.from('same content'));
      expect((await store.put(Readable.from([Buffer.from('same '), Buffer.from('content')]))).hash).toBe(twice.hash);
      if (kind === 'postgres') {
        const [{ n }] = await rawRows<{ n: string }>(database.db, sql`select count(*) as n from file_blobs where hash = ${twice.hash}`);
        expect(Number(n)).toBe(1);
        const [{ pending }] = await rawRows<{ pending: string }>(
          database.db,
          sql`select count(*) as pending from file_blobs where hash is null`,
        );
        expect(Number(pending)).toBe(0);
      }
    });

    it('a source that fails midway stores nothing and leaves nothing behind', async () => {
      async function* failing() {
        yield randomBytes(100_000);
        yield randomBytes(100_000);
        throw new Error('the client went away');
      }
      await expect(store.put(failing())).rejects.toThrow('the client went away');
      if (kind === 'postgres') {
        const [{ pending }] = await rawRows<{ pending: string }>(
          database.db,
          sql`select count(*) as pending from file_blobs where hash is null`,
        );
        expect(Number(pending)).toBe(0);
      } else {
        const folder = path.join((store as LocalFileStore).dataDir, 'testdata');
        expect(fs.readdirSync(folder).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      }
    });

    it('stores a file from disk by its hash', async () => {
      const file = path.join(dir('put-file'), 'case.in');
      fs.writeFileSync(file, randomBytes(200_000));
      const stored = await store.putFile(file);
      expect(stored.hash).toBe(sha(fs.readFileSync(file)));
      expect((await store.putFile(file)).hash).toBe(stored.hash);
      expect(sha(await bytesOf(await store.open(stored.hash)))).toBe(stored.hash);
    });

    it('a missing key is a FileMissingError, never a hang; a bad key is refused', async () => {
      const absent = sha('never stored');
      expect(await store.exists(absent)).toBe(false);
      expect(await store.size(absent)).toBeNull();
      await expect(store.open(absent)).rejects.toBeInstanceOf(FileMissingError);
      await expect(store.localFile('img/absent.png')).rejects.toBeInstanceOf(FileMissingError);
      await expect(store.open('../../etc/passwd')).rejects.toThrow(/not a file store key/);
      await expect(store.putNamed('img/../x.png', 'x')).rejects.toThrow(/not a file name/);
    });

    it('names: stored, served, replaced and deleted', async () => {
      const name = `img/${randomBytes(8).toString('hex')}.png`;
      const stored = await store.putNamed(name, Buffer.from('first'));
      expect(stored).toMatchObject({ key: name, hash: sha('first'), size: 5 });
      expect(await text(await store.open(name))).toBe('first');
      await store.putNamed(name, Readable.from([Buffer.from('sec'), Buffer.from('ond')]));
      expect(await text(await store.open(name))).toBe('second');
      expect(await store.size(name)).toBe(6);
      await store.delete(name);
      expect(await store.exists(name)).toBe(false);
      await expect(store.open(name)).rejects.toBeInstanceOf(FileMissingError);
    });

    it('the sweep removes what nothing references once the grace period has passed, and keeps the rest', async () => {
      const loose = await store.put(`loose ${randomBytes(8).toString('hex')}`);
      const input = await store.put(`input ${randomBytes(8).toString('hex')}`);
      const output = await store.put(`output ${randomBytes(8).toString('hex')}`);
      const pid = await referenceFromCase(input.hash, output.hash);
      expect(await store.listUnreferenced(10_000)).toContain(loose.hash);
      expect(await store.listUnreferenced(10_000)).not.toContain(input.hash);
      // An hour of grace: marked, never removed.
      await store.sweep(3_600_000);
      await store.sweep(3_600_000);
      expect(await store.exists(loose.hash)).toBe(true);
      // No grace: marked by the passes above, it goes now; referenced files stay.
      const removed = await store.sweep(0);
      expect(removed.removed).toBeGreaterThanOrEqual(1);
      expect(await store.exists(loose.hash)).toBe(false);
      expect(await store.exists(input.hash)).toBe(true);
      expect(await store.exists(output.hash)).toBe(true);
      // A file found unreferenced for the first time is only marked by a pass, and goes at the next.
      const fresh = await store.put(`fresh ${randomBytes(8).toString('hex')}`);
      expect((await store.sweep(0)).marked).toBeGreaterThanOrEqual(1);
      expect(await store.exists(fresh.hash)).toBe(true);
      await store.sweep(0);
      expect(await store.exists(fresh.hash)).toBe(false);
      // Once the problem is gone, its files go too.
      await database.db.delete(problems).where(sql`id = ${pid}`);
      await store.sweep(0);
      await store.sweep(0);
      expect(await store.exists(input.hash)).toBe(false);
      expect(await store.exists(output.hash)).toBe(false);
    });

    it('a put that finds unreferenced content again starts its grace anew (an upload never loses its file to the sweep)', async () => {
      const content = `again ${randomBytes(8).toString('hex')}`;
      const first = await store.put(content);
      await store.sweep(0);
      // Marked as unreferenced; a new upload of the same bytes comes in before the problem saving it commits.
      await store.put(content);
      await store.sweep(1000);
      expect(await store.exists(first.hash)).toBe(true);
      await referenceFromCase(first.hash, first.hash);
      await store.sweep(0);
      await store.sweep(0);
      expect(await store.exists(first.hash)).toBe(true);
    });

    if (kind === 'postgres') {
      it('named files and staged uploads count as references', async () => {
        const named = await store.putNamed(`file/${randomBytes(8).toString('hex')}.bin`, `named ${randomBytes(8).toString('hex')}`);
        const staged = await store.put(`staged ${randomBytes(8).toString('hex')}`);
        const upload = crypto.randomUUID();
        await store.uploads!.record(upload, { gid: 7, uid: crypto.randomUUID() }, [{ name: '1.in', hash: staged.hash, size: staged.size }]);
        await store.sweep(0);
        await store.sweep(0);
        expect(await store.exists(named.hash)).toBe(true);
        expect(await store.exists(staged.hash)).toBe(true);
        await store.delete(named.key);
        await store.uploads!.drop(upload);
        await store.sweep(0);
        await store.sweep(0);
        expect(await store.exists(named.hash)).toBe(false);
        expect(await store.exists(staged.hash)).toBe(false);
      });

      it('staged uploads: their files by name, the bytes an owner holds, and expiry after a day', async () => {
        const staging = store.uploads!;
        const owner = { gid: 4242, uid: crypto.randomUUID() };
        const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
        await staging.record(a, owner, [
          { name: '1.in', hash: sha('1'), size: 10 },
          { name: '1.out', hash: sha('2'), size: 5 },
        ]);
        await staging.record(b, { gid: 4242, uid: crypto.randomUUID() }, [{ name: '2.in', hash: sha('3'), size: 100 }]);
        expect([...(await staging.files(a))!.keys()].sort()).toEqual(['1.in', '1.out']);
        expect(await staging.files(crypto.randomUUID())).toBeNull();
        expect(await staging.pendingBytes({ gid: 4242 })).toBe(115);
        expect(await staging.pendingBytes({ uid: owner.uid })).toBe(15);
        expect(await staging.pendingBytes({ gid: 4242 }, b)).toBe(15);
        await database.db.execute(sql`update file_uploads set created_at = now() - interval '25 hours' where id = ${a}`);
        expect(await staging.files(a)).toBeNull();
        expect(await staging.pendingBytes({ gid: 4242 })).toBe(100);
        await staging.drop(b);
        expect(await staging.pendingBytes({ gid: 4242 })).toBe(0);
      });

      it('reads go through the disk cache: a cached file needs no database, and a deleted chunk is an error, not a short file', async () => {
        const pg = store as PgFileStore;
        const source = randomSource(40_000, 5);
        const stored = await pg.put(source.stream);
        const cached = await pg.localFile(stored.hash);
        expect(cached.startsWith(pg.cache.dir)).toBe(true);
        // Served from the cache even once the rows are gone (content never changes).
        const other = await pg.put(randomBytes(300_000));
        await database.db.execute(sql`delete from file_chunks where blob_id = (select id from file_blobs where hash = ${stored.hash})`);
        expect(sha(await bytesOf(await pg.open(stored.hash)))).toBe(source.hash);
        await database.db.execute(
          sql`delete from file_chunks where blob_id = (select id from file_blobs where hash = ${other.hash}) and seq = 2`,
        );
        await expect(bytesOf(await pg.open(other.hash))).rejects.toThrow(/ended after/);
      });
    }
  });

  it('the cache stays within its bound, evicting the least recently used', async () => {
    const cache = new DiskCache(dir('bounded'), 250_000);
    const contents = Array.from({ length: 4 }, () => randomBytes(100_000));
    const fill = (content: Buffer) => cache.fill(sha(content), async () => Readable.from([content]));
    await fill(contents[0]);
    await fill(contents[1]);
    // A use makes the first the most recent: the second goes first.
    expect(cache.get(sha(contents[0]))).not.toBeNull();
    await fill(contents[2]);
    expect(cache.get(sha(contents[1]))).toBeNull();
    expect(cache.bytes).toBeLessThanOrEqual(250_000);
    await fill(contents[3]);
    expect(cache.get(sha(contents[0]))).toBeNull();
    expect(cache.get(sha(contents[2]))).not.toBeNull();
    expect(cache.get(sha(contents[3]))).not.toBeNull();
    // Content that does not match its hash never enters the cache.
    await expect(cache.fill(sha('something else'), async () => Readable.from([Buffer.from('tampered')]))).rejects.toThrow(/read back as/);
    expect(fs.readdirSync(cache.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // A new process finds what was cached, least recently used still first.
    const reopened = new DiskCache(cache.dir, 250_000);
    expect(reopened.bytes).toBe(200_000);
    expect(reopened.get(sha(contents[3]))).not.toBeNull();
  });

  it('a site growing onto the postgres store copies the files of DATA_DIR once, and resumes a copy cut short', async () => {
    const dataDir = dir('adopt');
    const local = new LocalFileStore(dataDir, database.db);
    const cases = [randomBytes(150_000), Buffer.from('1 2\n')];
    for (const c of cases) await local.put(c);
    await local.putNamed('img/00000000-0000-4000-8000-000000000001.png', randomBytes(1000));
    await local.putNamed('file/00000000-0000-4000-8000-000000000002.pdf', randomBytes(2000));
    const pg = new PgFileStore(database.db, new DiskCache(path.join(dataDir, 'cache', 'files'), 1 << 30), 64 * 1024);
    // A start cut short had copied one file already.
    await pg.put(cases[1]);
    const messages: string[] = [];
    const log = { info: (_: object, m: string) => messages.push(m), warn: (_: object, m: string) => messages.push(m) };
    expect(await adoptLocalFiles(pg, dataDir, log, 0)).toEqual({ copied: 3, bytes: 153_000 });
    expect(messages.some((m) => /copied 3 files/.test(m))).toBe(true);
    for (const c of cases) expect(sha(await bytesOf(await pg.open(sha(c))))).toBe(sha(c));
    expect(await pg.size('img/00000000-0000-4000-8000-000000000001.png')).toBe(1000);
    expect(await pg.size('file/00000000-0000-4000-8000-000000000002.pdf')).toBe(2000);
    expect(await adoptLocalFiles(pg, dataDir, log, 0)).toEqual({ copied: 0, bytes: 0 });
  });
});
