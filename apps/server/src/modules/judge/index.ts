// The judge module's public entry: other modules import only this file.
export { createVerifyJob, deleteJobs, findJobs } from './jobs.ts';
export { TaskPriority, enqueue, notifyQueued, withdrawFromJudge } from './queue.ts';
export { hasOnlineWorker } from './service.ts';
export { judgeTaskProblem } from './task-problem.ts';
export { storeTestData, storeTestDataFile, testDataPath } from './testdata.ts';
export { default as judgeRoutes } from './routes.ts';
export { default as testJudgeRoutes } from './test-judge-routes.ts';
