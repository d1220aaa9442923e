// The postgres store (DATABASE_URL set, or FILE_STORE=postgres): content-addressed blobs in file_blobs, their bytes
// in file_chunks of CHUNK_BYTES, written and read one chunk at a time (a 500 MB case never sits in memory), names
// in file_names, staged uploads in file_uploads. Reads go through this host's disk cache (cache.ts).
//
// A put writes its chunks under a pending blob (hash null), then, knowing the hash, either names the pending blob
// or — the content was there already — touches the existing one and drops the pending copy. The sweep
// (sweep.ts) removes a blob only once nothing has referenced it for the grace period and no put found it
// within that period: a put's touch and the sweep's delete lock the same row, so they never cross.
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { DiskCache } from './cache.ts';
import { referencedHashes } from './references.ts';
import {
  bytesOf,
  checkKey,
  checkName,
  FileMissingError,
  isContentHash,
  lazyStream,
  type ByteSource,
  type FileStore,
  type StagedFile,
  type StoredFile,
  type SweepResult,
  type UploadOwner,
  type UploadStaging,
} from './store.ts';

export const CHUNK_BYTES = 1 << 20;
const CHUNKS_PER_COMMIT = 16;
/** Uploads nobody saved are dropped after a day, as the local store's folders are. */
export const UPLOAD_TTL_HOURS = 24;
/** A put that never finished (its process died) leaves a pending blob, dropped after a day. */
const PENDING_TTL_HOURS = 24;
/** Only one host sweeps at a time. */
const SWEEP_LOCK = 7_726_451;

interface Blob {
  id: number;
  hash: string;
  size: number;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === '23505') return true;
  return false;
};

/** bytea as both drivers answer it (node-postgres a Buffer, PGlite a Uint8Array), as a Buffer without copying. */
const asBuffer = (data: Uint8Array) => (Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength));

/** The source in pieces of exactly `size` bytes (the last one shorter). */
async function* rechunk(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let held = 0;
  for await (const chunk of source) {
    let rest = chunk;
    while (held + rest.length >= size) {
      const take = size - held;
      parts.push(rest.subarray(0, take));
      yield parts.length === 1 ? parts[0] : Buffer.concat(parts, size);
      rest = rest.subarray(take);
      parts = [];
      held = 0;
    }
    if (rest.length) {
      // Copied: the source may reuse its buffer.
      parts.push(Buffer.from(rest));
      held += rest.length;
    }
  }
  if (held) yield Buffer.concat(parts, held);
}

export class PgFileStore implements FileStore {
  readonly kind = 'postgres' as const;
  readonly uploads: UploadStaging;

  constructor(
    private readonly db: Db,
    readonly cache: DiskCache,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {
    this.uploads = new PgUploadStaging(db);
  }

  async put(source: ByteSource): Promise<StoredFile> {
    const [pending] = await rawRows<{ id: string }>(this.db, sql`insert into file_blobs default values returning id`);
    const id = Number(pending.id);
    try {
      const digest = createHash('sha256');
      let size = 0;
      let seq = 0;
      // Committed every CHUNKS_PER_COMMIT chunks (a commit waits for the disk; one per chunk would halve the speed),
      // with one insert in flight while the next chunk is read.
      const pieces = rechunk(bytesOf(source), this.chunkBytes)[Symbol.asyncIterator]();
      for (let done = false; !done;) {
        await this.db.transaction(async (tx) => {
          let writing: Promise<unknown> = Promise.resolve();
          for (let n = 0; n < CHUNKS_PER_COMMIT; n++) {
            const next = await pieces.next();
            if (next.done) {
              done = true;
              break;
            }
            digest.update(next.value);
            size += next.value.length;
            await writing;
            // Made a promise once: a drizzle query runs again at every then.
            writing = Promise.resolve(
              tx.execute(sql`insert into file_chunks (blob_id, seq, data) values (${id}, ${seq++}, ${next.value})`),
            );
            writing.catch(() => {});
          }
          await writing;
        });
      }
      return await this.finish(id, digest.digest('hex'), size);
    } catch (error) {
      await this.db.execute(sql`delete from file_blobs where id = ${id}`).catch(() => {});
      throw error;
    }
  }

  /** Names the pending blob by its hash, or keeps the blob already holding that content. */
  private async finish(id: number, hash: string, size: number): Promise<StoredFile> {
    for (;;) {
      if (await this.touch(hash)) {
        await this.db.execute(sql`delete from file_blobs where id = ${id}`);
        return { key: hash, hash, size };
      }
      try {
        await this.db.execute(sql`update file_blobs set hash = ${hash}, size = ${size}, touched_at = now() where id = ${id}`);
        return { key: hash, hash, size };
      } catch (error) {
        // Another put of the same content finished first: keep its blob.
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }

  /** Marks the content as just put (the sweep's grace starts anew); false when it is not stored. */
  private async touch(hash: string): Promise<boolean> {
    const rows = await rawRows(
      this.db,
      sql`update file_blobs set touched_at = now(), orphaned_at = null where hash = ${hash} returning id`,
    );
    return rows.length > 0;
  }

  async putFile(file: string): Promise<StoredFile> {
    // Hashed first: content already stored costs one read of the local file, not a copy into the database.
    const digest = createHash('sha256');
    let size = 0;
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 })) {
      digest.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    const hash = digest.digest('hex');
    if (await this.touch(hash)) return { key: hash, hash, size };
    return this.put(fs.createReadStream(file, { highWaterMark: 1 << 20 }));
  }

  async putNamed(name: string, source: ByteSource): Promise<StoredFile> {
    checkName(name);
    const stored = await this.put(source);
    await this.db.execute(
      sql`insert into file_names (name, hash) values (${name}, ${stored.hash}) on conflict (name) do update set hash = excluded.hash`,
    );
    return { ...stored, key: name };
  }

  /** The blob a key names, or null. */
  private async find(key: string): Promise<Blob | null> {
    checkKey(key);
    const rows = isContentHash(key)
      ? await rawRows<{ id: string; hash: string; size: string }>(this.db, sql`select id, hash, size from file_blobs where hash = ${key}`)
      : await rawRows<{ id: string; hash: string; size: string }>(
          this.db,
          sql`select b.id, b.hash, b.size from file_names n join file_blobs b on b.hash = n.hash where n.name = ${key}`,
        );
    return rows[0] ? { id: Number(rows[0].id), hash: rows[0].hash, size: Number(rows[0].size) } : null;
  }

  private async found(key: string): Promise<Blob> {
    const blob = await this.find(key);
    if (!blob) throw new FileMissingError(key);
    return blob;
  }

  async size(key: string): Promise<number | null> {
    return (await this.find(key))?.size ?? null;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.find(key)) !== null;
  }

  async sizes(keys: string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    const unique = [...new Set(keys)];
    unique.forEach(checkKey);
    for (let i = 0; i < unique.length; i += 500) {
      const values = sql.join(
        unique.slice(i, i + 500).map((k) => sql`(${k})`),
        sql`, `,
      );
      const rows = await rawRows<{ k: string; size: string }>(
        this.db,
        sql`select v.k, b.size from (values ${values}) as v(k)
            join file_blobs b on b.hash = coalesce((select n.hash from file_names n where n.name = v.k), v.k)`,
      );
      for (const r of rows) found.set(r.k, Number(r.size));
    }
    return found;
  }

  /** A chunk's bytes, or null past the last one. */
  private async chunk(blobId: number, seq: number): Promise<Buffer | null> {
    const [row] = await rawRows<{ data: Uint8Array }>(
      this.db,
      sql`select data from file_chunks where blob_id = ${blobId} and seq = ${seq}`,
    );
    return row ? asBuffer(row.data) : null;
  }

  /** The blob's chunks in order, one query each, the next one fetched while the reader takes the last. */
  private chunks(blob: Blob): NodeJS.ReadableStream {
    let seq = 0;
    let sent = 0;
    let ahead: Promise<Buffer | null> | null = null;
    const fetch = (n: number) => {
      const fetching = this.chunk(blob.id, n);
      fetching.catch(() => {});
      return fetching;
    };
    return new Readable({
      highWaterMark: 1,
      async read() {
        try {
          const data = await (ahead ?? fetch(seq));
          ahead = null;
          if (!data) {
            if (sent !== blob.size) throw new Error(`stored file ${blob.hash} ended after ${sent} of its ${blob.size} bytes`);
            this.push(null);
            return;
          }
          seq++;
          sent += data.length;
          if (sent < blob.size) ahead = fetch(seq);
          this.push(data);
        } catch (error) {
          this.destroy(error as Error);
        }
      },
    });
  }

  /** The content from this host's cache, filled on a miss; a blob larger than the whole cache streams past it. */
  private async read(blob: Blob): Promise<NodeJS.ReadableStream> {
    if (blob.size > this.cache.maxBytes) return this.chunks(blob);
    const file = await this.cache.fill(blob.hash, async () => this.chunks(blob));
    return fs.createReadStream(file);
  }

  async open(key: string): Promise<NodeJS.ReadableStream> {
    // Content never changes: a cached copy needs no database at all.
    const cached = isContentHash(key) ? this.cache.get(key) : null;
    if (cached) return fs.createReadStream(cached);
    const blob = await this.found(key);
    return lazyStream(() => this.read(blob));
  }

  async localFile(key: string): Promise<string> {
    const cached = isContentHash(key) ? this.cache.get(key) : null;
    if (cached) return cached;
    const blob = await this.found(key);
    return this.cache.fill(blob.hash, async () => this.chunks(blob));
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    if (isContentHash(key)) await this.db.execute(sql`delete from file_blobs where hash = ${key}`);
    else await this.db.execute(sql`delete from file_names where name = ${key}`);
  }

  /** Of these keys, the ones that hold nothing (the copy of DATA_DIR's files at start). */
  async missing(keys: string[]): Promise<string[]> {
    if (!keys.length) return [];
    keys.forEach(checkKey);
    const values = sql.join(
      keys.map((k) => sql`(${k})`),
      sql`, `,
    );
    const rows = await rawRows<{ k: string }>(
      this.db,
      sql`select v.k from (values ${values}) as v(k)
          where not exists (select 1 from file_blobs b where b.hash = v.k)
            and not exists (select 1 from file_names n join file_blobs b on b.hash = n.hash where n.name = v.k)`,
    );
    return rows.map((r) => r.k);
  }

  async listUnreferenced(limit: number): Promise<string[]> {
    const rows = await rawRows<{ hash: string }>(
      this.db,
      sql`select b.hash from file_blobs b
          where b.hash is not null and not exists (select 1 from (${referencedHashes(true)}) r where r.h = b.hash)
          order by b.touched_at limit ${limit}`,
    );
    return rows.map((r) => r.hash);
  }

  /**
   * One pass, by one host at a time: blobs nothing references are marked (their grace starts), marks of blobs
   * referenced again are cleared, and blobs marked and untouched for the grace period are removed, with their
   * chunks; so are pending blobs of puts that died and uploads nobody saved.
   */
  async sweep(graceMs: number): Promise<SweepResult> {
    const grace = sql`(now() - ${`${Math.max(0, Math.round(graceMs))} milliseconds`}::interval)`;
    return this.db.transaction(async (tx) => {
      const [lock] = await rawRows<{ locked: boolean }>(
        tx as unknown as Db,
        sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`,
      );
      if (!lock.locked) return { marked: 0, removed: 0, removedBytes: 0 };
      const txDb = tx as unknown as Db;
      await tx.execute(sql`delete from file_uploads where created_at < now() - ${`${UPLOAD_TTL_HOURS} hours`}::interval`);
      const refs = referencedHashes(true);
      const marked = await rawRows(
        txDb,
        sql`update file_blobs b set orphaned_at = now()
            where b.hash is not null and b.orphaned_at is null and not exists (select 1 from (${refs}) r where r.h = b.hash)
            returning b.id`,
      );
      await tx.execute(
        sql`update file_blobs b set orphaned_at = null
            where b.orphaned_at is not null and exists (select 1 from (${refs}) r where r.h = b.hash)`,
      );
      const removed = await rawRows<{ size: string }>(
        txDb,
        sql`delete from file_blobs b
            where (b.hash is not null and b.orphaned_at < ${grace} and b.touched_at < ${grace}
                   and not exists (select 1 from (${refs}) r where r.h = b.hash))
               or (b.hash is null and b.created_at < now() - ${`${PENDING_TTL_HOURS} hours`}::interval)
            returning b.size`,
      );
      return { marked: marked.length, removed: removed.length, removedBytes: removed.reduce((sum, r) => sum + Number(r.size), 0) };
    });
  }

  async close(): Promise<void> {}
}

class PgUploadStaging implements UploadStaging {
  constructor(private readonly db: Db) {}

  async record(id: string, owner: UploadOwner | null, files: StagedFile[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into file_uploads (id, owner_gid, owner_uid) values (${id}, ${owner?.gid ?? null}, ${owner?.uid ?? null})`,
      );
      for (let i = 0; i < files.length; i += 500) {
        const rows = sql.join(
          files.slice(i, i + 500).map((f) => sql`(${id}, ${f.name}, ${f.hash}, ${f.size})`),
          sql`, `,
        );
        await tx.execute(sql`insert into file_upload_files (upload_id, name, hash, size) values ${rows}`);
      }
    });
  }

  async files(id: string): Promise<Map<string, StagedFile> | null> {
    const [upload] = await rawRows(
      this.db,
      sql`select 1 from file_uploads where id = ${id} and created_at > now() - ${`${UPLOAD_TTL_HOURS} hours`}::interval`,
    );
    if (!upload) return null;
    const rows = await rawRows<{ name: string; hash: string; size: string }>(
      this.db,
      sql`select name, hash, size from file_upload_files where upload_id = ${id}`,
    );
    return new Map(rows.map((r) => [r.name, { name: r.name, hash: r.hash, size: Number(r.size) }]));
  }

  async drop(id: string): Promise<void> {
    await this.db.execute(sql`delete from file_uploads where id = ${id}`);
  }

  async pendingBytes(owner: { gid?: number; uid?: string }, except?: string): Promise<number> {
    const conditions = [sql`u.created_at > now() - ${`${UPLOAD_TTL_HOURS} hours`}::interval`];
    if (owner.gid !== undefined) conditions.push(sql`u.owner_gid = ${owner.gid}`);
    if (owner.uid !== undefined) conditions.push(sql`u.owner_uid = ${owner.uid}`);
    if (except) conditions.push(sql`u.id <> ${except}`);
    const [row] = await rawRows<{ bytes: string | null }>(
      this.db,
      sql`select sum(f.size) as bytes from file_uploads u join file_upload_files f on f.upload_id = u.id where ${sql.join(conditions, sql` and `)}`,
    );
    return Number(row?.bytes ?? 0);
  }
}
