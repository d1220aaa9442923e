// TanStack Query keys: one factory per feature, all here, so a feature can invalidate another's answers (a saved
// contest refreshes the public contest pages, a judged submission the problem list) without importing it.
// Every key starts with its feature's root (`all`); a prefix invalidates everything below it. Answers that
// depend on who asks (progress, statuses, hidden rows) carry the caller's uid. Nothing else writes key arrays.
type Uid = string | null;
/** List parameters as the feature's API file declares them (kept opaque here). */
type Params = object;

export const authKeys = {
  all: ['auth'] as const,
  userAuthInfo: ['auth', 'user-auth-info'] as const,
  captcha: ['auth', 'captcha'] as const,
  slideCaptcha: ['auth', 'slide-captcha'] as const,
};

export const settingsKeys = {
  all: ['settings'] as const,
  userInfo: ['settings', 'user-info'] as const,
};

export const messageKeys = {
  all: ['message'] as const,
  unreadCount: ['message', 'unread-count'] as const,
  list: (kind: string, params: Params) => ['message', 'list', kind, params] as const,
};

/** Discussions: lists, one post, the categories. */
export const discussionKeys = {
  all: ['discussion'] as const,
  list: (params: Params, uid: Uid) => ['discussion', 'list', params, uid] as const,
  detail: (did: number, uid: Uid) => ['discussion', 'detail', did, uid] as const,
  categories: ['discussion', 'categories'] as const,
};

/** The discussion back office: posts (banned ones too) and reports. */
export const manageDiscussionKeys = {
  all: ['manage-discussion'] as const,
  discussions: (params: Params) => ['manage-discussion', 'discussions', params] as const,
  reports: (params: Params) => ['manage-discussion', 'reports', params] as const,
};

/** Comments of a discussion or of a contest's clarifications, and the replies of one comment. */
export const commentKeys = {
  all: ['comment'] as const,
  list: (params: Params, uid: Uid) => ['comment', 'list', params, uid] as const,
  replies: (commentId: number) => ['comment', 'replies', commentId] as const,
};

export const siteKeys = {
  all: ['site'] as const,
  websiteConfig: ['site', 'website-config'] as const,
  announcements: (page: Params) => ['site', 'announcements', page] as const,
  announcement: (aid: string) => ['site', 'announcement', aid] as const,
  homeCarousel: ['site', 'home-carousel'] as const,
  recentContests: ['site', 'recent-contests'] as const,
  recentSevenAcRank: ['site', 'recent-seven-ac-rank'] as const,
  lastWeekSubmissionStatistics: ['site', 'last-week-submission-statistics'] as const,
  recentUpdatedProblems: ['site', 'recent-updated-problems'] as const,
};

export const problemKeys = {
  all: ['problem'] as const,
  lists: ['problem', 'list'] as const,
  list: (params: Params, uid: Uid) => ['problem', 'list', params, uid] as const,
  /** Every detail of one problem (with or without a group, with the public fallback of group trainings). */
  details: (problemId: string) => ['problem', 'detail', problemId] as const,
  /** `'or-public'`: a group training's problem, asked with the group's id first, then as a public problem. */
  detail: (problemId: string, gid: number | null, fallback: 'or-public' | null = null) =>
    ['problem', 'detail', problemId, gid, fallback] as const,
  tagsAndClassifications: ['problem', 'tags-and-classifications'] as const,
  tagsAndClassification: (oj: string | null) => ['problem', 'tags-and-classifications', oj] as const,
};

export const submissionKeys = {
  all: ['submission'] as const,
  lists: ['submission', 'list'] as const,
  list: (params: Params) => ['submission', 'list', params] as const,
  detail: (submitId: number) => ['submission', 'detail', submitId] as const,
  caseResults: (submitId: number, status: number | undefined) => ['submission', 'case-results', submitId, status] as const,
};

export const contestKeys = {
  all: ['contest'] as const,
  list: (params: Params, uid: Uid) => ['contest', 'list', params, uid] as const,
  info: (cid: number, uid: Uid) => ['contest', 'info', cid, uid] as const,
  access: (cid: number, uid: Uid) => ['contest', 'access', cid, uid] as const,
  problems: (cid: number, uid: Uid) => ['contest', 'problems', cid, uid] as const,
  problem: (cid: number, displayId: string, uid: Uid) => ['contest', 'problem', cid, displayId, uid] as const,
  submissions: (params: Params, uid: Uid) => ['contest', 'submissions', params, uid] as const,
  fullScreen: (cid: number, uid: Uid) => ['contest', 'full-screen', cid, uid] as const,
};

/** The contest boards (rank tab, outside boards, scroll board): `source` tells get-contest-rank from the outside call. */
export const contestBoardKeys = {
  all: ['contest-board'] as const,
  board: (source: string, params: Params, uid: Uid) => ['contest-board', 'board', source, params, uid] as const,
  outsideInfo: (cid: number, uid: Uid) => ['contest-board', 'outside-info', cid, uid] as const,
  scroll: (cid: number, removeStar: boolean, uid: Uid) => ['contest-board', 'scroll', cid, removeStar, uid] as const,
  rankedCount: (cid: number, uid: Uid) => ['contest-board', 'ranked-count', cid, uid] as const,
};

export const trainingKeys = {
  all: ['training'] as const,
  categories: ['training', 'categories'] as const,
  list: (params: Params, uid: Uid) => ['training', 'list', params, uid] as const,
  /** The caller's own favourite and like marks are in it. */
  detail: (tid: number, uid: Uid) => ['training', 'detail', tid, uid] as const,
  access: (tid: number, uid: Uid) => ['training', 'access', tid, uid] as const,
  problems: (tid: number, uid: Uid) => ['training', 'problems', tid, uid] as const,
  fullScreen: (tid: number, uid: Uid) => ['training', 'full-screen', tid, uid] as const,
  chapters: (tid: number, params: Params, uid: Uid) => ['training', 'chapters', tid, params, uid] as const,
  chapterRank: (tid: number, params: Params, uid: Uid) => ['training', 'chapter-rank', tid, params, uid] as const,
};

export const groupKeys = {
  all: ['group'] as const,
  list: (params: Params, uid: Uid) => ['group', 'list', params, uid] as const,
  /** Everything about one group: detail, the caller's rights, members, problems, trainings, its admin lists. */
  group: (gid: number) => ['group', 'gid', gid] as const,
  detail: (gid: number, uid: Uid) => ['group', 'gid', gid, 'detail', uid] as const,
  access: (gid: number, uid: Uid) => ['group', 'gid', gid, 'access', uid] as const,
  auth: (gid: number, uid: Uid) => ['group', 'gid', gid, 'auth', uid] as const,
  members: (params: { gid: number }) => ['group', 'gid', params.gid, 'members', params] as const,
  applies: (params: { gid: number }) => ['group', 'gid', params.gid, 'applies', params] as const,
  problems: (params: { gid: number }, uid: Uid) => ['group', 'gid', params.gid, 'problems', params, uid] as const,
  trainings: (params: { gid: number }, uid: Uid) => ['group', 'gid', params.gid, 'trainings', params, uid] as const,
  adminProblems: (params: { gid: number }) => ['group', 'gid', params.gid, 'admin-problems', params] as const,
  fullScreen: (gid: number, uid: Uid) => ['group', 'gid', gid, 'full-screen', uid] as const,
};

export const manageProblemKeys = {
  lists: ['admin-problem-list'] as const,
  list: (params: Params) => ['admin-problem-list', params] as const,
  problem: (pid: number) => ['admin-problem', pid] as const,
  /** The problem with its cases as the edit form loads it (`key` tells one open form from the next). */
  problemForEdit: (pid: number, key: unknown) => ['admin-problem', pid, 'with-cases', key] as const,
  cases: (pid: number) => ['admin-problem-cases', pid] as const,
  tags: ['admin-tag'] as const,
  /** The public tag list the form offers (also changed by tag admin and by saving new tags). */
  publicTags: ['get-all-problem-tags'] as const,
  publicTagsOf: (oj: string) => ['get-all-problem-tags', oj] as const,
  classifications: ['admin-tag-classification'] as const,
  languages: ['languages', 'all'] as const,
};

export const manageContestKeys = {
  all: ['admin-contest'] as const,
  lists: ['admin-contest', 'list'] as const,
  list: (params: Params) => ['admin-contest', 'list', params] as const,
  contest: (cid: number) => ['admin-contest', 'one', cid] as const,
  problems: (cid: number) => ['admin-contest', 'problems', cid] as const,
  problemPage: (cid: number, params: Params) => ['admin-contest', 'problems', cid, params] as const,
};

export const manageTrainingKeys = {
  all: ['admin-training'] as const,
  lists: ['admin-training', 'list'] as const,
  /** `scope` tells the site's list from a group's. */
  list: (scope: string, params: Params) => ['admin-training', 'list', scope, params] as const,
  training: (tid: number) => ['admin-training', 'one', tid] as const,
  problems: (tid: number) => ['admin-training', 'problems', tid] as const,
  problemPage: (tid: number, params: Params) => ['admin-training', 'problems', tid, params] as const,
  chapters: (tid: number, params: Params) => ['admin-training', 'chapters', tid, params] as const,
};

/** The back-office dashboard: counts, the caller's previous login, this server's and the judge servers' figures. */
export const manageDashboardKeys = {
  all: ['admin-dashboard'] as const,
  info: ['admin-dashboard', 'info'] as const,
  previousLogin: (uid: Uid) => ['admin-dashboard', 'previous-login', uid] as const,
  service: ['admin-dashboard', 'service'] as const,
  judgeServers: ['admin-dashboard', 'judge-servers'] as const,
};

export const manageConfigKeys = {
  all: ['admin-config'] as const,
  emailConfig: ['admin-config', 'email'] as const,
  webConfig: ['admin-config', 'web'] as const,
  deployment: ['admin-config', 'deployment'] as const,
  switches: ['admin-config', 'switches'] as const,
};

export const manageSiteKeys = {
  all: ['admin-site'] as const,
  announcements: ['admin-site', 'announcements'] as const,
  announcementPage: (params: Params) => ['admin-site', 'announcements', params] as const,
  notices: ['admin-site', 'notices'] as const,
  noticePage: (params: Params) => ['admin-site', 'notices', params] as const,
};

export const problemBatchKeys = {
  importJob: (jobId: string) => ['problem-import-job', jobId] as const,
  verdictsAll: ['problem-solution-verdicts'] as const,
  verdicts: (pids: readonly number[]) => ['problem-solution-verdicts', pids.join(',')] as const,
};

export const contestHelperKeys = {
  all: ['contest-helper'] as const,
  contest: (cid: number) => ['contest-helper', cid] as const,
  announcements: (cid: number, params: Params, uid: Uid) => ['contest-helper', cid, 'announcements', params, uid] as const,
  unread: (cid: number, uid: Uid) => ['contest-helper', cid, 'unread', uid] as const,
  adminAnnouncements: (cid: number, params: Params) => ['contest-helper', cid, 'admin-announcements', params] as const,
  acInfo: (cid: number, params: Params) => ['contest-helper', cid, 'ac-info', params] as const,
  prints: (cid: number, params: Params) => ['contest-helper', cid, 'prints', params] as const,
};

export const rankKeys = {
  all: ['rank'] as const,
  list: (params: Params) => ['rank', 'list', params] as const,
  userHome: (who: Params) => ['rank', 'user-home', who] as const,
  heatmap: (who: Params) => ['rank', 'heatmap', who] as const,
};

/** A group's contests: under the group's key, so that changing the group refreshes them too. */
export const groupContestKeys = {
  all: (gid: number) => ['group', 'gid', gid, 'contests'] as const,
  list: (params: { gid: number }, uid: Uid) => ['group', 'gid', params.gid, 'contests', 'list', params, uid] as const,
  adminList: (params: { gid: number }) => ['group', 'gid', params.gid, 'contests', 'admin-list', params] as const,
  contest: (gid: number, cid: number) => ['group', 'gid', gid, 'contests', 'contest', cid] as const,
  problems: (gid: number, cid: number) => ['group', 'gid', gid, 'contests', 'problems', cid] as const,
};

/** A group's announcements (members' list and the admins' table) and its rank. */
export const groupAnnouncementKeys = {
  all: (gid: number) => ['group', 'gid', gid, 'announcements'] as const,
  list: (gid: number, params: Params) => ['group', 'gid', gid, 'announcements', 'list', params] as const,
  adminList: (gid: number, params: Params) => ['group', 'gid', gid, 'announcements', 'admin-list', params] as const,
};

export const groupRankKeys = {
  list: (gid: number, params: Params) => ['group', 'gid', gid, 'rank', params] as const,
};

/** The caller's personal trainings (/personal/training): the list, one training, its problems and chapters. */
export const personalTrainingKeys = {
  all: ['personal-training'] as const,
  list: (params: Params, uid: Uid) => ['personal-training', 'list', params, uid] as const,
  one: (tid: number) => ['personal-training', 'one', tid] as const,
  problems: (tid: number, params: Params) => ['personal-training', 'problems', tid, params] as const,
  chapters: (tid: number, params: Params) => ['personal-training', 'chapters', tid, params] as const,
};

/** A training's rank (site or group training). */
export const trainingRankKeys = {
  all: (tid: number) => ['training-rank', tid] as const,
  list: (tid: number, params: Params, uid: Uid) => ['training-rank', tid, params, uid] as const,
};

/** Group problems applying to be public, as the reviewers list them. */
export const groupProblemApplyKeys = {
  all: ['group-problem-apply'] as const,
  list: (params: Params) => ['group-problem-apply', 'list', params] as const,
};

/** The back office's users (root): the list and a user's sessions. */
export const manageUserKeys = {
  all: ['admin-user'] as const,
  list: (params: Params) => ['admin-user', 'list', params] as const,
  sessions: (uid: string) => ['admin-user', 'sessions', uid] as const,
};
