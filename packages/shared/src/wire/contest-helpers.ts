// Contest helper answers (spec 001 §3): contest announcements, the unread ones, the ACM AC info (balloons) and
// print requests.

export interface ContestAnnouncement {
  id: number;
  cid: number;
  title: string;
  content: string;
  username: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** get-contest-not-read-announcement: what a notice shows. */
export interface UnreadContestAnnouncement {
  id: number;
  title: string;
  gmtCreate: string;
}

/** One user's first AC of a problem; `id` is the submission. */
export interface ContestAcInfo {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  /** Balloon colour of the contest problem (#rrggbb) or null. */
  color: string | null;
  submitTime: string;
  firstBlood: boolean;
  username: string;
  realname: string | null;
  checked: boolean;
}

/** A print request as the admins list it (no content: they download it). */
export interface ContestPrint {
  id: number;
  cid: number;
  username: string;
  realname: string | null;
  /** 0 not printed, 1 printed. */
  status: number;
  gmtCreate: string;
}

/** rejudge-contest-problem: how many submissions went back to the queue. */
export interface RejudgeCount {
  count: number;
}
