// The submissions module's public entry: other modules import only this file.
export { submissionPage } from './list.ts';
export { lastWeekStatistics, startOfDay } from './service.ts';
export { findSubmission, recordJudgePhase, settleJudgeResult, settleJudgement, type SubmissionRecord } from './settle.ts';
