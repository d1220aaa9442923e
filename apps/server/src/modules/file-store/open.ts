// Opening a server's store from its settings: postgres (the shared database holds every file; this host keeps a
// bounded cache) or local (DATA_DIR). On postgres, the files DATA_DIR already holds are copied in first.
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { adoptLocalFiles, type AdoptLog } from './adopt.ts';
import { DiskCache } from './cache.ts';
import { LocalFileStore } from './local-store.ts';
import { PgFileStore } from './pg-store.ts';
import type { FileStore, FileStoreKind } from './store.ts';

export interface FileStoreSettings {
  kind: FileStoreKind;
  /** The postgres store's cache on this host's disk, in bytes. */
  cacheBytes: number;
}

/** Where the postgres store caches on this host. */
export const cacheFolder = (dataDir: string) => path.join(dataDir, 'cache', 'files');

export async function openFileStore(db: Db, dataDir: string, settings: FileStoreSettings, log: AdoptLog): Promise<FileStore> {
  if (settings.kind === 'local') return new LocalFileStore(dataDir, db);
  const store = new PgFileStore(db, new DiskCache(cacheFolder(dataDir), settings.cacheBytes));
  await adoptLocalFiles(store, dataDir, log);
  return store;
}
