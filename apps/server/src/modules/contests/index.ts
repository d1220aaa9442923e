// The contests module's public entry: other modules import only this file.
export { contestFacts, isContestAdmin } from './access.ts';
export { openContest, readableContest, statusOf, type ContestRow } from './access.ts';
export { default as adminContestsRoutes } from './admin-routes.ts';
export { default as contestBoardRoutes } from './board-routes.ts';
export { default as contestHelperRoutes } from './helper-routes.ts';
export { deleteGroupContests } from './admin-service.ts';
export { changeContestVisible, createContest, deleteContest, getAdminContest, updateContest } from './admin-service.ts';
export { addGroupProblem, addProblemFromPublic, contestProblemPage, removeContestProblem, updateContestProblem } from './admin-problems.ts';
export {
  addContestAnnouncement,
  adminContestAnnouncementPage,
  editContestAnnouncement,
  removeContestAnnouncement,
} from './contest-announcements.ts';
export { listGroupAdminContests, listGroupContests } from './list.ts';
export { contestFullScreenList } from './problems.ts';
export { default as contestsRoutes } from './routes.ts';
export { recentContests, upcomingContests } from './service.ts';
export { checkContestSubmission } from './submission.ts';

// The submissions module, below this one, learns who administers a submission's contest and checks contest
// submissions through its port.
import { fieldOf } from '../../db/field-of.ts';
import { provideSubmissionPorts } from '../submissions/index.ts';
import { isContestAdmin } from './access.ts';
import { contestResultRules } from './result-rules.ts';
import { checkContestSubmission } from './submission.ts';
import { contests } from './tables.ts';

provideSubmissionPorts({
  contestCreatorSql: (cid) => fieldOf(contests, contests.id, contests.uid, cid),
  isContestAdmin,
  checkContestSubmission,
  contestResultRules,
});
