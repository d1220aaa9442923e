// Which store holds a server's files, by its data folder: the folder names the server everywhere files are
// handled (routes, imports, the seed), so the store is found from it. startServer attaches the store it opened
// (postgres, or local with its database for the sweep); a folder nothing was attached to is a local store, as
// tests and the command-line tools that work on DATA_DIR use it.
import path from 'node:path';
import { LocalFileStore } from './local-store.ts';
import type { FileStore } from './store.ts';

const attached = new Map<string, FileStore>();
const locals = new Map<string, LocalFileStore>();

/** Makes `store` the store of `dataDir` until the answered function detaches it. */
export function attachFileStore(dataDir: string, store: FileStore): () => void {
  const key = path.resolve(dataDir);
  attached.set(key, store);
  return () => {
    if (attached.get(key) === store) attached.delete(key);
  };
}

/** The store of the server whose data folder this is. */
export function fileStore(dataDir: string): FileStore {
  const key = path.resolve(dataDir);
  const store = attached.get(key);
  if (store) return store;
  let local = locals.get(key);
  if (!local) locals.set(key, (local = new LocalFileStore(key)));
  return local;
}
