// Links of the group pages; display ids are path segments.
const segment = (displayId: string) => encodeURIComponent(displayId);

export const GROUP_LIST_PATH = '/group';
export const groupPath = (gid: number) => `/group/${gid}`;
export const groupProblemsPath = (gid: number) => `/group/${gid}/problem`;
export const groupTrainingsPath = (gid: number) => `/group/${gid}/training`;
export const groupMembersPath = (gid: number) => `/group/${gid}/member`;
export const groupSettingPath = (gid: number) => `/group/${gid}/setting`;
export const groupAnnouncementsPath = (gid: number) => `/group/${gid}/announcement`;
export const groupRankPath = (gid: number) => `/group/${gid}/rank`;
export const groupContestsPath = (gid: number) => `/group/${gid}/contest`;
export const groupSubmissionsPath = (gid: number) => `/group/${gid}/submission`;
export const groupSubmissionPath = (gid: number, submitId: number) => `/group/${gid}/submission-detail/${submitId}`;
export const groupProblemPath = (gid: number, displayId: string) => `/group/${gid}/problem/${segment(displayId)}`;
export const groupFocusPath = (gid: number, displayId: string) => `${groupProblemPath(gid, displayId)}/full-screen`;

/** The group id of a route parameter; null when it is not a positive integer. */
export const parseGid = (raw: string | undefined): number | null => {
  const gid = Number(raw);
  return Number.isInteger(gid) && gid > 0 ? gid : null;
};
