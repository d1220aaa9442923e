// The file store's interface (docs/scaling.md): every stored file of the site — test data, images, markdown
// files, staged uploads — goes through it, whichever backend holds the bytes.
//
// Keys: a content hash (64 hex digits, sha256 of the bytes) for content-addressed files, or a name
// "<bucket>/<file name>" for files served under a name of their own (bucket img: avatars, carousel, markdown and
// statement images; bucket file: markdown attachments).
import { Readable } from 'node:stream';

export type FileStoreKind = 'local' | 'postgres';

export interface StoredFile {
  /** The key it is stored under: the hash, or the name it was given. */
  key: string;
  /** sha256 of the content. */
  hash: string;
  size: number;
}

/** Bytes to store: a stream, an async iterable of chunks, a buffer or a string (UTF-8). */
export type ByteSource = NodeJS.ReadableStream | AsyncIterable<Uint8Array> | Buffer | string;

/** A staged upload's file, kept under its name until the upload is saved or expires. */
export interface StagedFile {
  name: string;
  hash: string;
  size: number;
}

export interface UploadOwner {
  gid: number;
  uid: string;
}

/**
 * Uploads kept for a later request in the shared database, so that the request saving them may reach any host.
 * Only shared stores (postgres) have it; the local store keeps them as folders in DATA_DIR/upload.
 */
export interface UploadStaging {
  record(id: string, owner: UploadOwner | null, files: StagedFile[]): Promise<void>;
  /** The upload's files by name; null when it is unknown or older than the upload lifetime. */
  files(id: string): Promise<Map<string, StagedFile> | null>;
  drop(id: string): Promise<void>;
  /** Bytes of the live uploads whose owner matches, `except` left out. */
  pendingBytes(owner: { gid?: number; uid?: string }, except?: string): Promise<number>;
}

export interface SweepResult {
  /** Blobs found unreferenced for the first time (their grace period starts). */
  marked: number;
  removed: number;
  removedBytes: number;
}

export interface FileStore {
  readonly kind: FileStoreKind;
  /** Stores the bytes under their content hash; storing the same content again writes nothing new. */
  put(source: ByteSource): Promise<StoredFile>;
  /** Stores a file on this host's disk under its content hash, reading it as a stream. */
  putFile(file: string): Promise<StoredFile>;
  /** Stores the bytes under a name ("img/<name>", "file/<name>"), replacing what the name held. */
  putNamed(name: string, source: ByteSource): Promise<StoredFile>;
  /** The content's size, or null when the key holds nothing. */
  size(key: string): Promise<number | null>;
  exists(key: string): Promise<boolean>;
  /** The sizes of the keys that hold something (missing ones are left out of the map). */
  sizes(keys: string[]): Promise<Map<string, number>>;
  /**
   * A stream of the content; FileMissingError when the key holds nothing. The bytes are read only as the stream
   * is consumed (many streams may be opened up front, as a zip of every case does).
   */
  open(key: string): Promise<NodeJS.ReadableStream>;
  /** A file on this host's disk with the content (the local store's own file; the postgres store's cached copy). */
  localFile(key: string): Promise<string>;
  /** Removes a named file at once; content-addressed blobs are removed by the sweep when nothing references them. */
  delete(key: string): Promise<void>;
  /**
   * Content hashes stored and referenced by nothing: neither a name, a staged upload nor `referenced` (the
   * modules' references, a query of one column). Oldest first, at most `limit`.
   */
  listUnreferenced(limit: number): Promise<string[]>;
  /** One pass of the garbage sweep (file-store/sweep.ts). */
  sweep(graceMs: number): Promise<SweepResult>;
  /** Uploads kept in the shared database (postgres), or undefined (local: folders on this host). */
  readonly uploads?: UploadStaging;
  close(): Promise<void>;
}

/** The key holds nothing (never stored, or removed). */
export class FileMissingError extends Error {
  readonly code = 'FILE_MISSING';
  constructor(readonly key: string) {
    super(`stored file ${key} is missing from the file store`);
  }
}

export const isFileMissing = (error: unknown): error is FileMissingError =>
  error instanceof FileMissingError || (error as { code?: string } | null)?.code === 'FILE_MISSING';

const HASH = /^[0-9a-f]{64}$/;
const NAME = /^(img|file)\/(?!\.{1,2}$)[A-Za-z0-9._-]{1,200}$/;

export const isContentHash = (key: string) => HASH.test(key);
export const isFileName = (key: string) => NAME.test(key);

export function checkKey(key: string): void {
  if (!isContentHash(key) && !isFileName(key)) throw new Error(`not a file store key: ${JSON.stringify(key)}`);
}

export function checkName(name: string): void {
  if (!isFileName(name)) throw new Error(`not a file name of the store: ${JSON.stringify(name)}`);
}

/** The source as an async iterable of buffers. */
export function bytesOf(source: ByteSource): AsyncIterable<Buffer> {
  if (typeof source === 'string' || Buffer.isBuffer(source)) return Readable.from([Buffer.from(source)], { objectMode: false });
  return (async function* () {
    for await (const chunk of source as AsyncIterable<Uint8Array | string>)
      yield typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  })();
}

/** A stream that does `open` only when first read, so opening many costs nothing until each is consumed. */
export function lazyStream(open: () => Promise<NodeJS.ReadableStream>): Readable {
  let source: NodeJS.ReadableStream | null = null;
  let iterator: AsyncIterator<Buffer> | null = null;
  const stream = new Readable({
    async read() {
      try {
        if (!iterator) {
          source = await open();
          iterator = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
        }
        const next = await iterator.next();
        this.push(next.done ? null : next.value);
      } catch (error) {
        this.destroy(error as Error);
      }
    },
    destroy(error, callback) {
      const open = source as (NodeJS.ReadableStream & { destroy?: () => void }) | null;
      open?.destroy?.();
      callback(error);
    },
  });
  return stream;
}
