// Test data store: files named by the sha256 of their content under DATA_DIR/testdata, shared by every
// problem version that uses them. Case files are normalised (CRLF and CR → LF) as they are stored.
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { StringDecoder } from 'node:string_decoder';

export const testDataDir = (dataDir: string) => path.join(dataDir, 'testdata');

export function testDataPath(dataDir: string, hash: string): string {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`not a content hash: ${hash}`);
  return path.join(testDataDir(dataDir), hash.slice(0, 2), hash);
}

/** Stores one case file and answers its hash; storing the same content twice is free. */
export function storeTestData(dataDir: string, content: string | Buffer): string {
  const normalised = Buffer.from(String(content).replace(/\r\n?/g, '\n'));
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

/**
 * Stores a case file read as a stream (files of hundreds of MB never sit in memory), normalised exactly as
 * storeTestData normalises: decoded as UTF-8, CRLF and CR turned into LF (a CR ending one chunk waits for the next).
 */
export async function storeTestDataFile(dataDir: string, file: string): Promise<string> {
  const hash = createHash('sha256');
  const partial = path.join(testDataDir(dataDir), `${randomBytes(6).toString('hex')}.tmp`);
  fs.mkdirSync(testDataDir(dataDir), { recursive: true });
  const out = fs.openSync(partial, 'w');
  try {
    const decoder = new StringDecoder('utf8');
    let pendingCr = false;
    const write = (text: string) => {
      let chunk = (pendingCr ? '\r' : '') + text;
      pendingCr = chunk.endsWith('\r');
      if (pendingCr) chunk = chunk.slice(0, -1);
      const bytes = Buffer.from(chunk.replace(/\r\n?/g, '\n'));
      hash.update(bytes);
      fs.writeSync(out, bytes);
    };
    for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 })) write(decoder.write(chunk as Buffer));
    write(decoder.end());
    if (pendingCr) write('\n');
  } catch (error) {
    fs.closeSync(out);
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.closeSync(out);
  const digest = hash.digest('hex');
  const target = testDataPath(dataDir, digest);
  if (fs.existsSync(target)) fs.rmSync(partial);
  else {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(partial, target);
  }
  return digest;
}
