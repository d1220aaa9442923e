// The submissions module's public entry: other modules import only this file.
export { contestSubmissionPage, submissionPage } from './list.ts';
export { lastWeekStatistics, startOfDay } from './service.ts';
export { findSubmission, recordJudgePhase, settleJudgeResult, settleJudgement, type SubmissionRecord } from './settle.ts';
export { acAndTotal, contestScope, countsByProblem, practiceScope, problemCount, userStatusSql, userStatuses, type UserStatus } from './problem-stats.ts';

// The problems module, below this one, shows live counts and the viewer's status through its port.
import { provideProblemStats } from '../problems/index.ts';
import { countsByProblem, problemCount, userStatusSql } from './problem-stats.ts';
import { renameSubmittedProblem } from './maintenance.ts';

provideProblemStats({
  countsByProblem,
  problemCount,
  userStatusSql: (uid, pid) => userStatusSql(uid, pid),
  problemRenamed: (tx, pid, problemId) => renameSubmittedProblem(tx, pid, problemId),
});
export { default as submissionsRoutes } from './routes.ts';
export { deleteContestSubmissions, renameSubmittedProblem, solvedProblemCount } from './maintenance.ts';
export { acceptedSinceRank } from './ranking.ts';
export { provideSubmissionPorts, type SubmissionPorts } from './ports.ts';
