// Local cache of test data, by content hash: fetched once from the server, checked, then reused.
import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { JudgeClient } from './client.ts';

export class DataCache {
  private readonly pending = new Map<string, Promise<string>>();

  constructor(
    private readonly dir: string,
    private readonly client: JudgeClient,
  ) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  }

  /** Host path of the file with this hash, downloading it when missing. */
  file(hash: string): Promise<string> {
    if (!/^[0-9a-f]{64}$/.test(hash)) return Promise.reject(new Error(`not a content hash: ${hash}`));
    const target = path.join(this.dir, hash);
    if (fs.existsSync(target)) return Promise.resolve(target);
    const running = this.pending.get(hash);
    if (running) return running;
    const fetching = (async () => {
      const content = await this.client.download(`/judge/data/${hash}`);
      const actual = createHash('sha256').update(content).digest('hex');
      if (actual !== hash) throw new Error(`test data ${hash} arrived corrupted (got ${actual})`);
      const partial = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      fs.writeFileSync(partial, content);
      fs.renameSync(partial, target);
      return target;
    })().finally(() => this.pending.delete(hash));
    this.pending.set(hash, fetching);
    return fetching;
  }
}
