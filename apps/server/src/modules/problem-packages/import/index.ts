// Problem import: FPS XML files (read as a stream) and HOJ, QDUOJ and Hydro zips, saved as admin-made
// problems with their reference solutions, which verification judges.
export type { ImportReport } from '@verdict/shared';
export { importProblemFile, type ImportOptions } from './import-service.ts';
export { rootImporter } from './importer.ts';
export { verificationTargets, type VerificationTarget } from './verification.ts';
