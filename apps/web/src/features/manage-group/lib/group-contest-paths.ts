// Links of a group's contest screens (route table: GroupContestList, GroupCreateContest, GroupEditContest,
// GroupContestProblemList, GroupContestAnnouncementList).
import { groupContestsPath } from '@/lib/paths/groups';

const adminPath = (gid: number) => `/group/${gid}/admin/contest`;

export const groupContestListPath = groupContestsPath;
/** The Contest tab in its admin mode. */
export const groupContestAdminPath = (gid: number) => `${groupContestListPath(gid)}?admin=1`;
export const groupCreateContestPath = (gid: number) => `${adminPath(gid)}/create`;
export const groupEditContestPath = (gid: number, cid: number) => `${adminPath(gid)}/${cid}/edit`;
export const groupContestProblemsPath = (gid: number, cid: number) => `${adminPath(gid)}/${cid}/problems`;
export const groupContestAnnouncementsPath = (gid: number, cid: number) => `${adminPath(gid)}/${cid}/announcement`;
