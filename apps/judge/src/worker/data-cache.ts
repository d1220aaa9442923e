// Local cache of test data, by content hash: fetched once from the server, checked, then reused. The folder is
// private to the worker's user (ensurePrivateDir), and a file found there is trusted only once its content was
// hashed by this process, opened without following a symbolic link and owned by the worker's user.
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { JudgeClient } from './client.ts';
import { ensurePrivateDir } from './private-dir.ts';

/** The content hash of the regular file at `file`, owned by this user; null for anything else. */
async function hashOfOwnFile(file: string): Promise<string | null> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile() || stat.uid !== process.getuid!()) return null;
    const hash = createHash('sha256');
    for await (const chunk of handle.createReadStream({ autoClose: false })) hash.update(chunk as Buffer);
    return hash.digest('hex');
  } finally {
    await handle.close();
  }
}

export class DataCache {
  private readonly pending = new Map<string, Promise<string>>();
  /** Hashes whose file this process wrote or checked. */
  private readonly verified = new Set<string>();

  constructor(
    private readonly dir: string,
    private readonly client: JudgeClient,
  ) {
    ensurePrivateDir(dir);
  }

  /** Host path of the file with this hash, downloading it when missing or not what its name says. */
  file(hash: string): Promise<string> {
    if (!/^[0-9a-f]{64}$/.test(hash)) return Promise.reject(new Error(`not a content hash: ${hash}`));
    const target = path.join(this.dir, hash);
    if (this.verified.has(hash)) return Promise.resolve(target);
    const running = this.pending.get(hash);
    if (running) return running;
    const fetching = this.checkOrFetch(hash, target).finally(() => this.pending.delete(hash));
    this.pending.set(hash, fetching);
    return fetching;
  }

  private async checkOrFetch(hash: string, target: string): Promise<string> {
    if ((await hashOfOwnFile(target)) !== hash) {
      const partial = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        const actual = await this.client.downloadTo(`/judge/data/${hash}`, partial);
        if (actual !== hash) throw new Error(`test data ${hash} arrived corrupted (got ${actual})`);
        // Replaces whatever was there (a wrong file, a symbolic link) without following it.
        fs.renameSync(partial, target);
      } catch (error) {
        fs.rmSync(partial, { force: true });
        throw error;
      }
    }
    this.verified.add(hash);
    return target;
  }
}
