// Links of the contest pages; display ids are path segments.
const segment = (displayId: string) => encodeURIComponent(displayId);

export const CONTEST_LIST_PATH = '/contest';
export const contestPath = (cid: number) => `/contest/${cid}`;
export const contestProblemsPath = (cid: number) => `/contest/${cid}/problems`;
export const contestSubmissionsPath = (cid: number) => `/contest/${cid}/submissions`;
export const contestRankPath = (cid: number) => `/contest/${cid}/rank`;
export const contestAnnouncementsPath = (cid: number) => `/contest/${cid}/announcements`;
export const contestPrintPath = (cid: number) => `/contest/${cid}/print`;
export const contestCommentPath = (cid: number) => `/contest/${cid}/comment`;
export const contestAcInfoPath = (cid: number) => `/contest/${cid}/ac-info`;
export const contestAdminPrintPath = (cid: number) => `/contest/${cid}/admin-print`;
export const contestRejudgePath = (cid: number) => `/contest/${cid}/rejudge`;
export const contestScrollBoardPath = (cid: number) => `/contest/${cid}/scroll-board`;
/** The outside boards (no login when the contest opens its rank). */
export const acmScoreboardPath = (cid: number) => `/contest/acm-scoreboard/${cid}`;
export const oiScoreboardPath = (cid: number) => `/contest/oi-scoreboard/${cid}`;
export const contestProblemPath = (cid: number, displayId: string) => `/contest/${cid}/problem/${segment(displayId)}`;
export const contestFocusPath = (cid: number, displayId: string) => `${contestProblemPath(cid, displayId)}/full-screen`;
export const contestSubmissionPath = (cid: number, displayId: string, submitId: number) =>
  `${contestProblemPath(cid, displayId)}/submission-detail/${submitId}`;

/** The contest id of a route parameter; null when it is not a positive integer. */
export const parseCid = (raw: string | undefined): number | null => {
  const cid = Number(raw);
  return Number.isInteger(cid) && cid > 0 ? cid : null;
};
