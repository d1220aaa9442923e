// Growing a site onto the postgres store: the files an earlier local store left in DATA_DIR (test data, images,
// markdown files) are copied into the database at start, those it lacks only — so a second start copies nothing,
// and a start cut short goes on where it stopped. Progress goes to the log.
import fs from 'node:fs';
import path from 'node:path';
import { publicFolder, testDataFolder } from './local-store.ts';
import type { PgFileStore } from './pg-store.ts';
import { isContentHash } from './store.ts';

export interface AdoptLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

interface LocalFile {
  key: string;
  file: string;
  size: number;
}

function filesOf(dataDir: string): LocalFile[] {
  const found: LocalFile[] = [];
  const root = testDataFolder(dataDir);
  for (const prefix of fs.existsSync(root) ? fs.readdirSync(root) : []) {
    if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
    for (const hash of fs.readdirSync(path.join(root, prefix))) {
      const file = path.join(root, prefix, hash);
      if (isContentHash(hash) && fs.statSync(file).isFile()) found.push({ key: hash, file, size: fs.statSync(file).size });
    }
  }
  for (const bucket of ['img', 'file'] as const) {
    const folder = publicFolder(dataDir, bucket);
    for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
      const file = path.join(folder, name);
      if (/^(?!\.{1,2}$)[A-Za-z0-9._-]{1,200}$/.test(name) && !/\.(part|tmp)$/.test(name) && fs.statSync(file).isFile())
        found.push({ key: `${bucket}/${name}`, file, size: fs.statSync(file).size });
    }
  }
  return found;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Copies DATA_DIR's files the store lacks; answers how many it copied. */
export async function adoptLocalFiles(
  store: PgFileStore,
  dataDir: string,
  log: AdoptLog,
  progressMs = 5000,
): Promise<{ copied: number; bytes: number }> {
  const local = filesOf(dataDir);
  if (!local.length) return { copied: 0, bytes: 0 };
  const missing: LocalFile[] = [];
  for (let i = 0; i < local.length; i += 500) {
    const batch = local.slice(i, i + 500);
    const absent = new Set(await store.missing(batch.map((f) => f.key)));
    missing.push(...batch.filter((f) => absent.has(f.key)));
  }
  if (!missing.length) return { copied: 0, bytes: 0 };
  const total = missing.reduce((sum, f) => sum + f.size, 0);
  log.info(
    { files: missing.length, bytes: total },
    `file store: copying ${missing.length} files (${mb(total)}) from ${dataDir} into PostgreSQL`,
  );
  let copied = 0;
  let bytes = 0;
  let reported = Date.now();
  for (const f of missing) {
    if (isContentHash(f.key)) {
      const stored = await store.putFile(f.file);
      if (stored.hash !== f.key)
        log.warn({ file: f.file, hash: stored.hash }, `file store: ${f.file} does not hold what its name says; stored as ${stored.hash}`);
    } else await store.putNamed(f.key, fs.createReadStream(f.file, { highWaterMark: 1 << 20 }));
    copied++;
    bytes += f.size;
    if (Date.now() - reported >= progressMs) {
      reported = Date.now();
      log.info(
        { copied, files: missing.length, bytes },
        `file store: copied ${copied} of ${missing.length} files (${mb(bytes)} of ${mb(total)})`,
      );
    }
  }
  log.info({ copied, bytes }, `file store: copied ${copied} files (${mb(bytes)}) from ${dataDir}; the local copies may be removed`);
  return { copied, bytes };
}
