// The contests module's public entry: other modules import only this file.
export { isContestAdmin } from './access.ts';
export { contestFullScreenList } from './problems.ts';
export { recentContests } from './service.ts';
export { checkContestSubmission } from './submission.ts';
export { contestFacts } from './access.ts';
export { default as contestsRoutes } from './routes.ts';
export { default as adminContestsRoutes } from './admin-routes.ts';
export { deleteGroupContests } from './admin-service.ts';

// The submissions module, below this one, learns who administers a submission's contest through its port.
import { fieldOf } from '../../db/field-of.ts';
import { provideSubmissionPorts } from '../submissions/index.ts';
import { isContestAdmin } from './access.ts';
import { contests } from './tables.ts';

provideSubmissionPorts({ contestCreatorSql: (cid) => fieldOf(contests, contests.id, contests.uid, cid), isContestAdmin });
