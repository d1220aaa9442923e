// Rank list and user home answers (spec 001 §3 "Rank row", "User profile", heatmap; reference §6).

/** The public fields of a ranked user. */
export interface RankedUser {
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  signature: string | null;
}

/** One row of /acm-rank or /oi-rank; figures count practice only (non-contest, non-group submissions). */
export interface RankRow extends RankedUser {
  /** Place in the whole list (equal figures share it); null in search results. */
  rank: number | null;
  /** Distinct problems solved. */
  ac: number;
  /** Submissions. */
  total: number;
  /** Σ per problem of the best OI rank score. */
  score: number;
}

/** One row of the group rank: figures count the group's submissions; realname only for group admins and the site root. */
export interface GroupRankRow extends RankRow {
  realname: string | null;
}

export interface SolvedProblem {
  /** Problem id (number) and its display id. */
  id: number;
  problemId: string;
  title: string;
  difficulty: number;
}

export interface UserHomeInfo {
  uid: string;
  username: string;
  nickname: string | null;
  gender: 'male' | 'female' | 'secrecy';
  avatar: string | null;
  school: string | null;
  signature: string | null;
  github: string | null;
  blog: string | null;
  titleName: string | null;
  titleColor: string | null;
  /** No rating system yet: always null. */
  rating: number | null;
  gmtCreate: string;
  /** Last sign-in; null if never. */
  recentLoginTime: string | null;
  /** Practice submissions. */
  total: number;
  /** Display ids of the problems solved. */
  solvedList: string[];
  /** Difficulty (0-6) → the problems solved at that level. */
  solvedGroupByDifficulty: Record<string, SolvedProblem[]>;
  /** Best OI rank score per scored problem. */
  scoreList: number[];
  /** Σ scoreList. */
  score: number;
}

export interface HeatmapDay {
  /** yyyy-MM-dd, server time. */
  date: string;
  count: number;
}

export interface CalendarHeatmap {
  /** yyyy-MM-dd: today. */
  endDate: string;
  /** Days with practice submissions only, oldest first. */
  dataList: HeatmapDay[];
}
