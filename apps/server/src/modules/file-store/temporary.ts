// A new file written from a stream under a random temporary name, hashed on the way: the first step of storing
// content under its hash (the caller renames it into place once the hash is known or checked).
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { bytesOf, type ByteSource } from './store.ts';

/** Writes the bytes to a new temporary file in `folder`, hashing them on the way. */
export async function writeTemporary(
  folder: string,
  source: ByteSource,
  mode = 0o666,
): Promise<{ file: string; hash: string; size: number }> {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${randomBytes(8).toString('hex')}.tmp`);
  const digest = createHash('sha256');
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      digest.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(bytesOf(source), count, fs.createWriteStream(file, { flags: 'wx', mode }));
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  }
  return { file, hash: digest.digest('hex'), size };
}
