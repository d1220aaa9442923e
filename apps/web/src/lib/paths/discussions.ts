// Links of the site discussion pages (spec 002 §2.8); a problem's display id is a path segment.
export const DISCUSSION_LIST_PATH = '/discussion';
export const discussionListPath = (problemId?: string | null) =>
  problemId ? `${DISCUSSION_LIST_PATH}/${encodeURIComponent(problemId)}` : DISCUSSION_LIST_PATH;
export const discussionDetailPath = (did: number) => `/discussion-detail/${did}`;

/** The post id of a route parameter; null when it is not a positive integer. */
export const parseDid = (raw: string | undefined): number | null => {
  const did = Number(raw);
  return Number.isInteger(did) && did > 0 ? did : null;
};
