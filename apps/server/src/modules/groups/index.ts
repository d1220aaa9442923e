// The groups module's public entry: other modules import only this file.
export { groupById, openGroup } from './access.ts';
export { default as groupAdminRoutes } from './group-admin-routes.ts';
export { groupLevel, isGroupAdmin, isGroupMember, type GroupCaller } from './membership.ts';
export { assertGroupAdmin } from './problem-access.ts';
export { groupFullScreenList } from './problems.ts';
export { default as groupsRoutes } from './routes.ts';
export { default as groupAnnouncementRoutes } from './announcement-routes.ts';
export { default as groupRankRoutes } from './rank-routes.ts';
export { default as groupProblemApplyRoutes } from './apply-routes.ts';
export { checkGroupSubmission } from './submission.ts';

// The modules below this one (problems, judge, submissions, trainings) ask about membership through the
// membership module; this module provides the answers.
import { sql } from 'drizzle-orm';
import { provideGroupLookups } from '../membership/index.ts';
import { groupLevel as storedGroupLevel } from './membership.ts';
import { assertGroupAdmin as assertAdminOfGroup } from './problem-access.ts';
import { groupMembers } from './tables.ts';

provideGroupLookups({
  groupLevel: storedGroupLevel,
  levelAtLeastSql: (gid, uid, level) =>
    sql`exists (select 1 from ${groupMembers} where ${groupMembers.gid} = ${gid} and ${groupMembers.uid} = ${uid} and ${groupMembers.auth} >= ${level})`,
  assertGroupAdmin: assertAdminOfGroup,
});
import { provideProblemPorts } from '../problems/index.ts';
import { withinUploadQuota } from './testdata-quota.ts';

provideProblemPorts({ withinGroupUploadQuota: withinUploadQuota });
import { provideSubmissionPorts } from '../submissions/index.ts';
import { checkGroupSubmission } from './submission.ts';

provideSubmissionPorts({ checkGroupSubmission });
