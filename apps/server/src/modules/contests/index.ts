// The contests module's public entry: other modules import only this file.
export { isContestAdmin } from './access.ts';
export { contestFullScreenList } from './problems.ts';
export { recentContests } from './service.ts';
export { checkContestSubmission } from './submission.ts';
