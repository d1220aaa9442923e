// Problem import: FPS XML files, read as a stream, saved as admin-made problems, verified by their solutions.
export { importFpsFile, type ImportReport } from './import-service.ts';
export { rootImporter } from './importer.ts';
export { verificationTargets, type VerificationTarget } from './verification.ts';
