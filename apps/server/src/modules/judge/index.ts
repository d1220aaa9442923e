// The judge module's public entry: other modules import only this file.
export { createVerifyJob, deleteJobs, findJobs } from './jobs.ts';
export { TaskPriority, enqueue, notifyQueued, withdrawFromJudge } from './queue.ts';
export { default as judgeRoutes } from './routes.ts';
export { hasOnlineWorker } from './service.ts';
export { judgeServiceInfo, removeDeadJudgeServer, setJudgeServerEnabled } from './server-admin.ts';
export { judgeTaskProblem } from './task-problem.ts';
export { default as testJudgeRoutes } from './test-judge-routes.ts';

// The submissions module, below this one, queues and withdraws its submissions through its port.
import { provideSubmissionPorts } from '../submissions/index.ts';
import { enqueue, notifyQueued, withdrawFromJudge } from './queue.ts';

provideSubmissionPorts({ enqueue, notifyQueued, withdrawFromJudge });
