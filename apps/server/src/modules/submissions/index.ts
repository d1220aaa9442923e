// The submissions module's public entry: other modules import only this file.
export { contestSubmissionPage, submissionPage } from './list.ts';
export {
  acmContestants,
  contestantProfiles,
  contestCodeRecords,
  inSnapshot,
  oiContestants,
  recordChanges,
  recordMarks,
  type AcmCellTuple,
  type ContestantRecords,
  type ContestCodeRecord,
  type ContestRecordScope,
  type OiCellTuple,
  type RecordMarks,
} from './contest-records.ts';
export { deleteContestSubmissions, renameSubmittedProblem, solvedProblemCount } from './maintenance.ts';
export { provideSubmissionPorts, type ContestResultRules, type ContestTarget, type SubmissionPorts } from './ports.ts';
export { resultWithheld, withheldSubmission } from './contest-results.ts';
export { TaskPriority } from './priority.ts';
export {
  acAndTotal,
  acceptedPracticeSql,
  contestScope,
  countsByProblem,
  practiceScope,
  problemCount,
  solvedSql,
  userStatusSql,
  userStatuses,
  type UserStatus,
} from './problem-stats.ts';
export { problemSetCells, problemSetTotalsSql, type ProblemSetCell } from './problem-set-standings.ts';
export { contestFirstAcs, type FirstAcWindow } from './contest-first-acs.ts';
export { acceptedSinceRank } from './ranking.ts';
export { rankOrdered } from './rank-order.ts';
export { default as submissionsRoutes } from './routes.ts';
export { countSubmissionsSince, lastWeekStatistics, startOfDay } from './service.ts';
export { findSubmission, recordJudgePhase, settleJudgeResult, settleJudgement, type SubmissionRecord } from './settle.ts';

// The problems module, below this one, shows live counts and the viewer's status and has a rename follow onto
// the submissions through its port.
import { provideProblemPorts } from '../problems/index.ts';
import { renameSubmittedProblem } from './maintenance.ts';
import { countsByProblem, problemCount, userStatusSql } from './problem-stats.ts';

provideProblemPorts({
  countsByProblem,
  problemCount,
  userStatusSql: (uid, pid) => userStatusSql(uid, pid),
  problemRenamed: (tx, pid, problemId) => renameSubmittedProblem(tx, pid, problemId),
});
export { practiceHeatmap, practiceStats, userPracticeProblems, type PracticeStats, type UserPracticeProblem } from './user-stats.ts';
