// The problems module's public entry: other modules import only this file.
import { provideFileStorePorts } from '../file-store/index.ts';
import { caseHashesSql } from './testdata.ts';

// The file store's sweep keeps every case file a problem references.
provideFileStorePorts({ referencedHashes: caseHashesSql });

export { managesAllProblems, type Manager, type ProblemRights } from './admin-access.ts';
export { SAVE_BODY_LIMIT, default as adminProblemsRoutes } from './admin-routes.ts';
export { applyPublicPage, moveApplyProgress, publishGroupProblem, type ApplyPublicQuery } from './apply-public.ts';
export { prepareSave, saveProblem, writeSave } from './admin-save.ts';
export { adminProblemCases, deleteProblem, getAdminProblem } from './admin-service.ts';
export { casesBytes, incomingCaseBytes } from './case-bytes.ts';
export { COUNTED, COUNT_KEYS } from './count-keys.ts';
export { NO_COUNTS, countsOf, tagsByProblem } from './decorations.ts';
export { enabledTemplates, problemDetailByPid } from './detail.ts';
export { isLocalLanguage, problemLanguageList, problemLanguageNames } from './languages.ts';
export { problemListChanged } from './list-cache.ts';
export {
  deleteGroupProblems,
  deleteGroupTags,
  setProblemAuthor,
  findProblem,
  findProblems,
  problemCasesOf,
  findProblemByDisplayId,
  findProblemCase,
  problemCaseList,
  type ProblemCaseRecord,
  type ProblemRecord,
} from './lookup.ts';
export { provideProblemPorts, type ProblemPorts } from './ports.ts';
export {
  knownProblemField,
  knownProblemFields,
  problemField,
  problemIdCondition,
  problemMeets,
  type ProblemField,
  type ProblemRow,
} from './problem-fields.ts';
export { default as problemsRoutes } from './routes.ts';
export { defaultScores } from './scores.ts';
export { recentUpdatedProblems } from './service.ts';
export { tagsOfProblem } from './tags.ts';
export {
  checkDeclaredSize,
  extractEntry,
  extractionBudget,
  looksLikeZip,
  openZip,
  pairTestcaseFiles,
  pendingUploadBytes,
  readEntries,
  removeUpload,
  uploadFilesDir,
  type ExtractionLimit,
} from './testcase-zip.ts';
export {
  ProblemAuth,
  bankCondition,
  groupProblemCondition,
  trainingBankCondition,
  isGroupProblem,
  mayOpenGroupProblem,
  mayOpenProblem,
  mayViewBank,
  mayViewProblem,
} from './visibility.ts';
export { normalisedLines, putTestData, storeTestData, storeTestDataFile, testDataDir, testDataPath } from './testdata.ts';
export {
  groupProblemAdminPage,
  groupPublicProblemList,
  groupPublicProblemPage,
  storedCaseBytes,
  type CaseBytesFilter,
} from './group-problems.ts';
export {
  contestCandidate,
  localProblemCondition,
  makeContestOnly,
  pickedProblemFields,
  problemCheck,
  problemKeywordCondition,
  problemNotAmong,
  problemPickerPage,
  releaseContestOnly,
} from './pickers.ts';
