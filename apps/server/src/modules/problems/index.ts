// The problems module's public entry: other modules import only this file.
export { managesAllProblems, type Manager, type ProblemRights } from './admin-access.ts';
export { SAVE_BODY_LIMIT } from './admin-routes.ts';
export { saveProblem } from './admin-save.ts';
export { adminProblemCases, deleteProblem, getAdminProblem } from './admin-service.ts';
export { casesBytes, incomingCaseBytes } from './case-bytes.ts';
export { userStatuses } from './counts.ts';
export { NO_COUNTS, countsOf, tagsByProblem } from './decorations.ts';
export { problemDetailByPid } from './detail.ts';
export { problemLanguageList } from './languages.ts';
export { recentUpdatedProblems } from './service.ts';
export { pendingUploadBytes, type ExtractionLimit } from './testcase-zip.ts';
export { ProblemAuth, bankCondition, isGroupProblem, mayOpenGroupProblem, mayOpenProblem, mayViewBank, mayViewProblem } from './visibility.ts';
export { knownProblemField, knownProblemFields, problemField, problemIdCondition, problemMeets, type ProblemField, type ProblemRow } from './problem-fields.ts';
export { isLocalLanguage, problemLanguageNames } from './languages.ts';
export { findProblem, findProblemByDisplayId, findProblemCase, problemCaseList, type ProblemCaseRecord, type ProblemRecord } from './lookup.ts';
