// The problem-packages module's public entry: problem import (FPS, HOJ, Hydro, QDUOJ archives), export, the
// batch jobs of the back office and the verification of imported reference solutions. It uses the problems
// module, which never imports it.
export { default as problemBatchRoutes } from './batch/routes.ts';
export { exportFileName, exportProblems } from './export/index.ts';
export { importProblemFile, rootImporter, verificationTargets, type ImportOptions, type VerificationTarget } from './import/index.ts';
