// The local store (the embedded default): files in DATA_DIR, laid out as they always were — content-addressed
// files in testdata/<first two hex digits>/<hash>, named ones in public/img/<name> and public/file/<name>.
// Its sweep keeps in memory when it first found a file unreferenced: one process owns the folder.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { referencedHashes } from './references.ts';
import { writeTemporary } from './temporary.ts';
import {
  checkKey,
  checkName,
  FileMissingError,
  isContentHash,
  lazyStream,
  type ByteSource,
  type FileStore,
  type StoredFile,
  type SweepResult,
} from './store.ts';

export const testDataFolder = (dataDir: string) => path.join(dataDir, 'testdata');
export const publicFolder = (dataDir: string, bucket: 'img' | 'file') => path.join(dataDir, 'public', bucket);

/** Where the local store keeps a key's file. */
export function localPath(dataDir: string, key: string): string {
  checkKey(key);
  if (isContentHash(key)) return path.join(testDataFolder(dataDir), key.slice(0, 2), key);
  const [bucket, name] = key.split('/') as ['img' | 'file', string];
  return path.join(publicFolder(dataDir, bucket), name);
}

function statOf(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

/** Content-addressed files of the folder (two levels, as stored), with their modification times. */
function storedHashes(root: string): { hash: string; file: string; mtimeMs: number; size: number }[] {
  if (!fs.existsSync(root)) return [];
  const found = [];
  for (const prefix of fs.readdirSync(root)) {
    if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
    const folder = path.join(root, prefix);
    for (const hash of fs.readdirSync(folder)) {
      if (!isContentHash(hash)) continue;
      const file = path.join(folder, hash);
      const stat = statOf(file);
      if (stat?.isFile()) found.push({ hash, file, mtimeMs: stat.mtimeMs, size: stat.size });
    }
  }
  return found;
}

export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  /** Hash → when a sweep first found it unreferenced. */
  private readonly orphans = new Map<string, number>();

  constructor(
    readonly dataDir: string,
    private readonly db?: Db,
  ) {}

  private async place(temporary: { file: string; hash: string; size: number }, key: string): Promise<StoredFile> {
    const target = localPath(this.dataDir, key);
    if (isContentHash(key) && fs.existsSync(target)) {
      fs.rmSync(temporary.file, { force: true });
      // Found again: the grace period of the sweep starts anew.
      const now = new Date();
      fs.utimesSync(target, now, now);
      this.orphans.delete(key);
    } else {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(temporary.file, target);
    }
    return { key, hash: temporary.hash, size: temporary.size };
  }

  async put(source: ByteSource): Promise<StoredFile> {
    const temporary = await writeTemporary(testDataFolder(this.dataDir), source);
    return this.place(temporary, temporary.hash);
  }

  putFile(file: string): Promise<StoredFile> {
    return this.put(fs.createReadStream(file, { highWaterMark: 1 << 20 }));
  }

  async putNamed(name: string, source: ByteSource): Promise<StoredFile> {
    checkName(name);
    const temporary = await writeTemporary(path.dirname(localPath(this.dataDir, name)), source);
    return this.place(temporary, name);
  }

  async size(key: string): Promise<number | null> {
    const stat = statOf(localPath(this.dataDir, key));
    return stat?.isFile() ? stat.size : null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async sizes(keys: string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (const key of new Set(keys)) {
      const size = await this.size(key);
      if (size !== null) found.set(key, size);
    }
    return found;
  }

  async open(key: string): Promise<NodeJS.ReadableStream> {
    const file = await this.localFile(key);
    return lazyStream(async () => {
      try {
        const handle = await fs.promises.open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        throw (error as { code?: string }).code === 'ENOENT' ? new FileMissingError(key) : error;
      }
    });
  }

  async localFile(key: string): Promise<string> {
    const file = localPath(this.dataDir, key);
    if (!statOf(file)?.isFile()) throw new FileMissingError(key);
    return file;
  }

  async delete(key: string): Promise<void> {
    fs.rmSync(localPath(this.dataDir, key), { force: true });
  }

  /** Of these hashes, the ones nothing references. */
  private async unreferencedAmong(hashes: string[]): Promise<Set<string>> {
    if (!this.db) throw new Error('the local file store was opened without its database: it cannot tell what is referenced');
    const free = new Set<string>();
    for (let i = 0; i < hashes.length; i += 500) {
      const values = sql.join(
        hashes.slice(i, i + 500).map((h) => sql`(${h})`),
        sql`, `,
      );
      const rows = await rawRows<{ h: string }>(
        this.db,
        sql`select v.h from (values ${values}) as v(h) where not exists (select 1 from (${referencedHashes(false)}) r where r.h = v.h)`,
      );
      for (const r of rows) free.add(r.h);
    }
    return free;
  }

  async listUnreferenced(limit: number): Promise<string[]> {
    const stored = storedHashes(testDataFolder(this.dataDir)).sort((a, b) => a.mtimeMs - b.mtimeMs);
    const free = await this.unreferencedAmong(stored.map((s) => s.hash));
    return stored
      .filter((s) => free.has(s.hash))
      .slice(0, limit)
      .map((s) => s.hash);
  }

  async sweep(graceMs: number): Promise<SweepResult> {
    const now = Date.now();
    const stored = storedHashes(testDataFolder(this.dataDir));
    const free = await this.unreferencedAmong(stored.map((s) => s.hash));
    const result: SweepResult = { marked: 0, removed: 0, removedBytes: 0 };
    for (const hash of [...this.orphans.keys()]) if (!free.has(hash)) this.orphans.delete(hash);
    for (const s of stored) {
      if (!free.has(s.hash)) continue;
      const since = this.orphans.get(s.hash);
      if (since === undefined) {
        this.orphans.set(s.hash, now);
        result.marked++;
      } else if (now - since >= graceMs && now - (statOf(s.file)?.mtimeMs ?? now) >= graceMs) {
        // Stated again just before: a put that found this content meanwhile touched it.
        fs.rmSync(s.file, { force: true });
        this.orphans.delete(s.hash);
        result.removed++;
        result.removedBytes += s.size;
      }
    }
    return result;
  }

  async close(): Promise<void> {}
}
