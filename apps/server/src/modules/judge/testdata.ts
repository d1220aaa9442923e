// Test data store: files named by the sha256 of their content under DATA_DIR/testdata, shared by every
// problem version that uses them. Case files are normalised (CRLF and CR → LF) as they are stored.
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';

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
