// Links of the discussion pages (spec 002 §2.6, §2.8): the site's, or a group's when a gid is given (links inside
// a group stay inside it); a problem's display id is a path segment.
export const DISCUSSION_LIST_PATH = '/discussion';
const base = (gid?: number | null) => (gid ? `/group/${gid}` : '');
export const discussionListPath = (problemId?: string | null, gid?: number | null) =>
  `${base(gid)}${DISCUSSION_LIST_PATH}${problemId ? `/${encodeURIComponent(problemId)}` : ''}`;
export const discussionDetailPath = (did: number, gid?: number | null) => `${base(gid)}/discussion-detail/${did}`;
export const discussionProblemPath = (problemId: string, gid?: number | null) => `${base(gid)}/problem/${encodeURIComponent(problemId)}`;

/** The post id of a route parameter; null when it is not a positive integer. */
export const parseDid = (raw: string | undefined): number | null => {
  const did = Number(raw);
  return Number.isInteger(did) && did > 0 ? did : null;
};
