// The file store's public entry: other modules import only this file (docs/scaling.md).
export {
  FileMissingError,
  isContentHash,
  isFileMissing,
  lazyStream,
  type ByteSource,
  type FileStore,
  type FileStoreKind,
  type StagedFile,
  type StoredFile,
  type SweepResult,
  type UploadOwner,
  type UploadStaging,
} from './store.ts';
export { attachFileStore, fileStore } from './registry.ts';
export { cacheFolder, openFileStore, type FileStoreSettings } from './open.ts';
export { startFileSweep, type FileSweep, type SweepLog } from './sweep.ts';
export { provideFileStorePorts, type FileStorePorts } from './ports.ts';
export { UPLOAD_TTL_HOURS } from './pg-store.ts';
