// Contest answers (spec 001 §3 "Contest", "Contest problem"; docs/api-contests.md).
import type { ContestForm } from '../schemas/contests.ts';
import type { ContestAuthCode, ContestStatusCode, ContestTypeCode, OiRankScoreType, RankShowName } from '../constants/contests.ts';
import type { ProblemCount, ProblemDetail } from './problems.ts';

/** A row of get-contest-list. */
export interface ContestListItem {
  id: number;
  title: string;
  type: ContestTypeCode;
  auth: ContestAuthCode;
  status: ContestStatusCode;
  /** ISO times; duration in ms. */
  startTime: string;
  endTime: string;
  duration: number;
  author: string | null;
  /** Registrations (private and protected contests). */
  count: number;
}

/** get-contest-info: the row, its description, the server clock and the caller's standing. */
export interface ContestInfo extends ContestListItem {
  description: string;
  allowEndSubmit: boolean;
  gid: number | null;
  /** Server time (ISO): the client's one-second clock starts from it. */
  now: string;
  /** The caller may administer the contest (author, root). */
  isAdmin: boolean;
  sealRank: boolean;
  /** ISO; null when the contest does not seal. */
  sealRankTime: string | null;
  autoRealRank: boolean;
  openRank: boolean;
  openPrint: boolean;
  rankShowName: RankShowName;
  oiRankScoreType: OiRankScoreType;
  /** The caller sees the live board and results (admins, or nothing sealed now): false means OI results are
   * withheld and ACM cells after the seal show as pending. */
  realTimeRank: boolean;
}

/** get-contest-access. */
export interface ContestAccess {
  access: boolean;
}

/** A row of get-contest-problem, in display-id order. */
export interface ContestProblem extends Pick<ProblemCount, 'ac' | 'total'> {
  pid: number;
  displayId: string;
  displayTitle: string;
  /** Balloon colour (#rrggbb) or null. */
  color: string | null;
  /** The caller's status (JudgeStatus code; -10 not submitted); absent for visitors. */
  myStatus?: number;
  /** OI: the caller's score on it (latest judged submission); null when none. */
  score?: number | null;
}

/** get-contest-problem-details: the problem page inside a contest. */
export interface ContestProblemDetail extends ProblemDetail {
  contestProblem: Pick<ContestProblem, 'pid' | 'displayId' | 'displayTitle' | 'color'>;
}

/** The back office's contest row and form values (the password only for those who may edit it). */
export interface AdminContest extends ContestListItem, Omit<ContestForm, 'pwd' | 'sealRankTime' | 'accountLimitRule'> {
  pwd: string | null;
  sealRankTime: string | null;
  accountLimitRule: string | null;
  uid: string | null;
  /** The contest it was cloned from. */
  source: number | null;
}

/** A row of the back office's contest problem list (or of the add-from-public picker). */
export interface AdminContestProblem {
  pid: number;
  problemId: string;
  title: string;
  author: string | null;
  auth: number;
  /** In the contest; null in the picker. */
  displayId: string | null;
  displayTitle: string | null;
  color: string | null;
}

/** GET /api/admin/contest/get-problem-list, in the reference's shape: the page, and the contest's links by problem id. */
export interface AdminContestProblemPage {
  problemList: { records: AdminContestProblem[]; total: number };
  contestProblemMap: Record<number, Pick<AdminContestProblem, 'displayId' | 'displayTitle' | 'color'>>;
}
