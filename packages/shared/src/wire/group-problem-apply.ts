// Answers of the group problem "apply to be public" calls and of their review list.

/** PUT /api/group/apply-public and PUT /api/admin/group-problem/change-progress: the problem's new progress. */
export interface ApplyPublicResult {
  applyPublicProgress: number | null;
}

/** A row of the review list (GET /api/admin/group-problem/list). */
export interface GroupProblemApplyRow {
  pid: number;
  problemId: string;
  title: string;
  /** The group it belongs to; null once public (it has left the group). */
  gid: number | null;
  groupName: string | null;
  author: string | null;
  /** 1 applying, 2 public, 3 refused. */
  applyPublicProgress: number;
  gmtModified: string;
}
