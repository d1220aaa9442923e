// Scoreboard answers (spec 001 §3 "Scoreboard row", "ACM cell"; reference §5.4–§5.7): get-contest-rank and
// get-contest-outside-scoreboard answer pages of these rows; cells are keyed by the problem's display id.
import type { ContestInfo } from './contests.ts';

/** One ACM cell. While sealed, tryNum counts the submissions the viewer may not see yet (pending). */
export interface AcmCell {
  isAC: boolean;
  isFirstAC: boolean;
  /** Solved after the end (containsEnd). */
  isAfterContest: boolean;
  /** Frozen submissions (seal): shown as pending to the users. */
  tryNum: number;
  /** Penalised tries before the AC (or all of them when unsolved). */
  errorNum: number;
  /** Seconds from the start to the AC; null when unsolved. */
  ACTime: number | null;
  /** ISO time of the AC. */
  specificTime: string | null;
}

export interface AwardMark {
  isWinAward: boolean;
  awardName: string | null;
  awardBackground: string | null;
  awardColor: string | null;
}

export interface BoardRowBase extends AwardMark {
  /** -1 for star users (they take no rank number). */
  rank: number;
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  gender: 'male' | 'female' | 'secrecy';
  school: string | null;
  avatar: string | null;
  /** The name the contest shows (its rankShowName field), username when that one is empty. */
  rankShowName: string;
  /** A copy pinned on top (the viewer or one of the concerned users). */
  isConcerned: boolean;
}

export interface AcmBoardRow extends BoardRowBase {
  ac: number;
  /** Submissions counted on the board. */
  total: number;
  /** Seconds: AC times plus 20 minutes per penalised try. */
  totalTime: number;
  submissionInfo: Record<string, AcmCell>;
}

export interface OiBoardRow extends BoardRowBase {
  totalScore: number;
  /** Milliseconds: the best run time of each fully solved problem. */
  totalTime: number;
  /** Score per display id. */
  submissionInfo: Record<string, number>;
  /** Run time (ms) per display id. */
  timeInfo: Record<string, number>;
}

export type BoardRow = AcmBoardRow | OiBoardRow;

/** get-contest-outsize-info: the contest and the columns of its outside board. */
export interface ContestOutsideInfo {
  contest: ContestInfo;
  problemList: { displayId: string; displayTitle: string; color: string | null }[];
}

/** A page of the board; `sealed` says frozen cells are being withheld from this viewer. */
export interface BoardPage<R extends BoardRow = BoardRow> {
  records: R[];
  total: number;
  sealed: boolean;
}
