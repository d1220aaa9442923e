// Wire types: the shapes of /api answers, used by the server to build them and the web to read them.

/** Every answer: status equals the HTTP code; lists put records and total in data. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export interface PageResult<T> {
  records: T[];
  total: number;
}

export interface UserInfo {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  email: string | null;
  avatar: string | null;
  school: string | null;
  gender: 'male' | 'female' | 'secrecy';
  signature: string | null;
  titleName: string | null;
  titleColor: string | null;
  github: string | null;
  blog: string | null;
  cfUsername: string | null;
  number: string | null;
  /** Role names, e.g. ['root']. */
  roleList: string[];
  /** The numeric role code, 1000-1008. */
  role: number;
}

export interface AuthInfo {
  roles: string[];
  permissions: string[];
}

export interface WebsiteConfig {
  name: string;
  shortName: string;
  description: string;
  baseUrl: string;
  email: string;
  projectName: string;
  projectUrl: string;
  recordName: string;
  recordUrl: string;
  register: boolean;
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
}

/** get-website-config: the stored settings plus what the server derives. */
export interface PublicWebsiteConfig extends WebsiteConfig {
  /** SMTP is configured; when false codes are only written to the server log and the UI says mail is off. */
  emailEnabled: boolean;
}

export interface RecentContest {
  id: number;
  title: string;
  type: number;
  auth: number;
  status: number;
  startTime: string;
  endTime: string;
  duration: number;
}

export interface RecentProblem {
  id: number;
  problemId: string;
  title: string;
  type: number;
  gmtModified: string;
}

export interface AcRankRow {
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  ac: number;
}

export interface Announcement {
  id: number;
  title: string;
  content: string;
  username: string | null;
  viewNum: number;
  topPriority: boolean;
  gmtCreate: string;
  gmtModified: string;
}

export interface CarouselImage {
  id: number;
  url: string;
}

export interface WeekSubmissionStatistics {
  /** MM-dd labels, six days ago through today. */
  dateStrList: string[];
  acCountList: number[];
  totalCountList: number[];
}

export interface UnreadMessageCount {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}

export interface SlideChallenge {
  captchaId: string;
  /** PNG data URLs: the background with the hole, and the piece that slides. */
  backgroundImage: string;
  pieceImage: string;
  /** Top of the piece in the background, px. */
  y: number;
  width: number;
  height: number;
  pieceSize: number;
}

export interface SlideVerifyResult {
  /** Send as `slideToken` with the next login. */
  slideToken: string;
}

export interface UserSession {
  id: string;
  ip: string;
  userAgent: string;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
}
export * from './judge.ts';
export * from './problems.ts';
export * from './admin-problems.ts';
export * from './accounts.ts';
export * from './problem-batch.ts';
export * from './trainings.ts';
export * from './contests.ts';
export * from './contest-board.ts';
export * from './groups.ts';
export * from './ranks.ts';
export * from './contest-helpers.ts';
export * from './discussions.ts';
export * from './messages.ts';
export * from './group-announcements.ts';
export * from './group-problem-apply.ts';
export * from './training-favorites.ts';
export * from './admin-site.ts';
export * from './admin-dashboard.ts';
export * from './site-config.ts';
export * from './admin-users.ts';
