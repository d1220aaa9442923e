// The groups module's public entry: other modules import only this file.
export { groupLevel, isGroupAdmin, isGroupMember, type GroupCaller } from './membership.ts';
export { assertGroupAdmin } from './problem-access.ts';
export { groupFullScreenList } from './problems.ts';
export { checkGroupSubmission } from './submission.ts';
export { uploadQuota } from './testdata-quota.ts';
export { default as groupsRoutes } from './routes.ts';
export { default as groupAdminRoutes } from './group-admin-routes.ts';
