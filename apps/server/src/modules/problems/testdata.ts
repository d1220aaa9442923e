// Test data: case files stored by the sha256 of their content in the file store (file-store module), shared by
// every problem version that uses them. Case files are normalised (CRLF and CR → LF) as they are stored.
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';
import { sql, type SQL } from 'drizzle-orm';
import { fileStore, type ByteSource } from '../file-store/index.ts';

/** The local store's test data folder (DATA_DIR/testdata). */
export const testDataDir = (dataDir: string) => path.join(dataDir, 'testdata');

/** Where the local store keeps a case file (tests and tools reading DATA_DIR directly). */
export function testDataPath(dataDir: string, hash: string): string {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`not a content hash: ${hash}`);
  return path.join(testDataDir(dataDir), hash.slice(0, 2), hash);
}

const normaliseText = (content: string | Buffer) => Buffer.from(String(content).replace(/\r\n?/g, '\n'));

/**
 * Stores one case file in the local store, at once, and answers its hash (fixtures and tests); the server's own
 * code uses putTestData, which works on every store.
 */
export function storeTestData(dataDir: string, content: string | Buffer): string {
  if (fileStore(dataDir).kind !== 'local') throw new Error('storeTestData writes the local store only: use putTestData');
  const normalised = normaliseText(content);
  const hash = createHash('sha256').update(normalised).digest('hex');
  const target = testDataPath(dataDir, hash);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    fs.writeFileSync(partial, normalised);
    fs.renameSync(partial, target);
  }
  return hash;
}

/** Stores one case file held in memory (typed-in cases) and answers its hash. */
export async function putTestData(dataDir: string, content: string | Buffer): Promise<string> {
  return (await fileStore(dataDir).put(normaliseText(content))).hash;
}

/**
 * The bytes normalised exactly as putTestData normalises: decoded as UTF-8, CRLF and CR turned into LF (a CR
 * ending one chunk waits for the next), re-encoded piece by piece (files of hundreds of MB never sit in memory).
 */
export async function* normalisedLines(source: ByteSource): AsyncGenerator<Buffer> {
  const decoder = new StringDecoder('utf8');
  let pendingCr = false;
  const convert = (text: string): Buffer => {
    let chunk = (pendingCr ? '\r' : '') + text;
    pendingCr = chunk.endsWith('\r');
    if (pendingCr) chunk = chunk.slice(0, -1);
    return Buffer.from(chunk.replace(/\r\n?/g, '\n'));
  };
  const pieces = typeof source === 'string' || Buffer.isBuffer(source) ? [Buffer.from(source)] : (source as AsyncIterable<Buffer>);
  for await (const chunk of pieces) yield convert(decoder.write(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer)));
  const last = convert(decoder.end());
  yield pendingCr ? Buffer.concat([last, Buffer.from('\n')]) : last;
}

/** Stores a case file read as a stream from this host's disk, normalised, and answers its hash. */
export async function storeTestDataFile(dataDir: string, file: string): Promise<string> {
  return (await fileStore(dataDir).put(normalisedLines(fs.createReadStream(file, { highWaterMark: 1 << 20 })))).hash;
}

/** Every content hash the problems' cases reference, for the file store's sweep (one column h). */
export const caseHashesSql = (): SQL => sql`select input_hash as h from problem_cases union all select output_hash from problem_cases`;
