// The read-through cache of the postgres store on this host's disk: files by content hash (immutable, so never
// invalidated), bounded in bytes, least recently used evicted first. A fill streams the blob to a temporary file,
// checks its hash, then renames it into place; two requests for one missing hash share one fill.
import fs from 'node:fs';
import path from 'node:path';
import { writeTemporary } from './temporary.ts';

interface Entry {
  size: number;
}

export class DiskCache {
  /** In least-recently-used order (a use moves the entry to the end). */
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  private readonly filling = new Map<string, Promise<string>>();

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    this.load();
  }

  /** What a previous run left: every cached file by age, temporary files removed. */
  private load(): void {
    const found: { hash: string; size: number; mtimeMs: number }[] = [];
    for (const name of fs.readdirSync(this.dir)) {
      const folder = path.join(this.dir, name);
      if (name.endsWith('.tmp')) {
        fs.rmSync(folder, { force: true });
        continue;
      }
      if (!/^[0-9a-f]{2}$/.test(name) || !fs.statSync(folder).isDirectory()) continue;
      for (const hash of fs.readdirSync(folder)) {
        const file = path.join(folder, hash);
        if (!/^[0-9a-f]{64}$/.test(hash)) {
          fs.rmSync(file, { force: true, recursive: true });
          continue;
        }
        const stat = fs.statSync(file);
        found.push({ hash, size: stat.size, mtimeMs: stat.mtimeMs });
      }
    }
    for (const f of found.sort((a, b) => a.mtimeMs - b.mtimeMs)) this.add(f.hash, f.size);
    this.evict(null);
  }

  private file(hash: string): string {
    return path.join(this.dir, hash.slice(0, 2), hash);
  }

  private add(hash: string, size: number): void {
    const previous = this.entries.get(hash);
    if (previous) this.total -= previous.size;
    this.entries.delete(hash);
    this.entries.set(hash, { size });
    this.total += size;
  }

  /** Least recently used first, never `keep`, until the cache fits. */
  private evict(keep: string | null): void {
    for (const [hash, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      if (hash === keep) continue;
      this.entries.delete(hash);
      this.total -= entry.size;
      // A reader that has the file open keeps reading it: the name goes, the bytes stay until it closes.
      fs.rmSync(this.file(hash), { force: true });
    }
  }

  /** The cached file of this content, or null; a hit counts as a use. */
  get(hash: string): string | null {
    if (!this.entries.has(hash)) return null;
    const file = this.file(hash);
    let size: number;
    try {
      size = fs.statSync(file).size;
    } catch {
      this.total -= this.entries.get(hash)!.size;
      this.entries.delete(hash);
      return null;
    }
    this.add(hash, size);
    const now = new Date();
    fs.utimes(file, now, now, () => {});
    return file;
  }

  /** The cached file, filled from `source` when missing (its bytes checked against the hash). */
  fill(hash: string, source: () => Promise<NodeJS.ReadableStream>): Promise<string> {
    const hit = this.get(hash);
    if (hit) return Promise.resolve(hit);
    const running = this.filling.get(hash);
    if (running) return running;
    const filling = this.write(hash, source).finally(() => this.filling.delete(hash));
    this.filling.set(hash, filling);
    return filling;
  }

  private async write(hash: string, source: () => Promise<NodeJS.ReadableStream>): Promise<string> {
    const { file, hash: actual, size } = await writeTemporary(this.dir, await source(), 0o600);
    try {
      if (actual !== hash) throw new Error(`stored file ${hash} read back as ${actual}`);
      const target = this.file(hash);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(file, target);
    } catch (error) {
      fs.rmSync(file, { force: true });
      throw error;
    }
    this.add(hash, size);
    this.evict(hash);
    return this.file(hash);
  }

  /** Bytes cached now. */
  get bytes(): number {
    return this.total;
  }
}
