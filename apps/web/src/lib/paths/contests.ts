// Links of the contest pages; display ids are path segments.
const segment = (displayId: string) => encodeURIComponent(displayId);

export const CONTEST_LIST_PATH = '/contest';
export const contestPath = (cid: number) => `/contest/${cid}`;
export const contestProblemsPath = (cid: number) => `/contest/${cid}/problems`;
export const contestSubmissionsPath = (cid: number) => `/contest/${cid}/submissions`;
export const contestProblemPath = (cid: number, displayId: string) => `/contest/${cid}/problem/${segment(displayId)}`;
export const contestFocusPath = (cid: number, displayId: string) => `${contestProblemPath(cid, displayId)}/full-screen`;
export const contestSubmissionPath = (cid: number, displayId: string, submitId: number) =>
  `${contestProblemPath(cid, displayId)}/submission-detail/${submitId}`;

/** The contest id of a route parameter; null when it is not a positive integer. */
export const parseCid = (raw: string | undefined): number | null => {
  const cid = Number(raw);
  return Number.isInteger(cid) && cid > 0 ? cid : null;
};
