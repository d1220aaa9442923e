// Route table: every path of specs 000 §2, 001 §2 and 002 §2 with its name, guards, layout and page.
import type { RouteMeta } from '@/lib/route-meta';

/** Every page of the route table (a shell without a page renders its children only). */
export type PageKey =
  | 'home'
  | 'loginHome'
  | 'announcement'
  | 'logout'
  | 'static'
  | 'adminLogin'
  | 'notFound'
  | 'manageProblemList'
  | 'manageProblemCreate'
  | 'manageProblemEdit'
  | 'manageProblemTag'
  | 'manageProblemBatch'
  | 'manageConfig'
  | 'manageTrainingList'
  | 'manageTrainingCreate'
  | 'manageTrainingEdit'
  | 'manageTrainingProblems'
  | 'problemList'
  | 'problemDetail'
  | 'submissionList'
  | 'submissionDetail'
  | 'trainingList'
  | 'trainingDetails'
  | 'trainingProblem'
  | 'trainingFullProblem'
  | 'contestList'
  | 'contestDetails'
  | 'contestOverview'
  | 'contestProblems'
  | 'contestSubmissions'
  | 'contestProblem'
  | 'contestSubmissionDetail'
  | 'contestFullProblem'
  | 'manageContestList'
  | 'manageContestCreate'
  | 'discussionList'
  | 'discussionDetails'
  | 'contestComment'
  | 'messageShell'
  | 'messageList'
  | 'manageDiscussion'
  | 'groupDiscussionList'
  | 'groupDiscussionDetails'
  | 'groupAnnouncements'
  | 'groupRank'
  | 'trainingRank'
  | 'manageDashboard'
  | 'manageUser'
  | 'manageAnnouncement'
  | 'manageNotice'
  | 'manageSwitch'
  | 'groupSubmissionList'
  | 'groupSubmissionDetails'
  | 'trainingChapters'
  | 'trainingChapterRank'
  | 'manageTrainingChapters'
  | 'manageTrainingChapterCreate'
  | 'manageTrainingChapterEdit'
  | 'groupTrainingChapters'
  | 'personalShell'
  | 'personalTrainingList'
  | 'personalTrainingCreate'
  | 'personalTrainingEdit'
  | 'personalTrainingProblems'
  | 'personalTrainingChapters'
  | 'personalTrainingChapterCreate'
  | 'personalTrainingChapterEdit'
  | 'manageGroupProblemApply'
  | 'manageContestEdit'
  | 'manageContestProblems'
  | 'resetPassword'
  | 'setting'
  | 'groupList'
  | 'groupDetails'
  | 'groupHome'
  | 'groupProblems'
  | 'groupProblem'
  | 'groupFullProblem'
  | 'groupMembers'
  | 'groupSetting'
  | 'groupTrainingList'
  | 'groupTrainingDetails'
  | 'groupTrainingProblem'
  | 'groupTrainingFullProblem'
  | 'groupProblemCreate'
  | 'groupProblemEdit'
  | 'groupTrainingCreate'
  | 'groupTrainingEdit'
  | 'groupTrainingProblems'
  | 'groupContestList'
  | 'groupContestCreate'
  | 'groupContestEdit'
  | 'groupContestProblems'
  | 'groupContestAnnouncement'
  | 'contestRank'
  | 'acmScoreboard'
  | 'oiScoreboard'
  | 'contestScrollBoard'
  | 'scrollBoard'
  | 'contestAnnouncements'
  | 'contestPrint'
  | 'contestAcInfo'
  | 'contestAdminPrint'
  | 'contestRejudge'
  | 'manageContestAnnouncement'
  | 'acmRank'
  | 'oiRank'
  | 'userHome'
  | 'manageContestProblemCreate'
  | 'manageContestProblemEdit';

type Options = Partial<Omit<RouteMeta, 'name'>> & { page?: PageKey; redirectTo?: string };

export interface RouteDef {
  path?: string;
  index?: boolean;
  meta?: Partial<RouteMeta> & { name: string };
  page?: PageKey;
  /** Static redirect target (relative paths are not used). */
  redirectTo?: string;
  children?: RouteDef[];
}

const split = ({ page, redirectTo, ...meta }: Options) => ({ page, redirectTo, meta });

/** A leaf page. */
const p = (path: string, name: string, options: Options = {}): RouteDef => {
  const { page, redirectTo, meta } = split(options);
  return { path, page, redirectTo, meta: { name, ...meta } };
};

/** The default child of a shell. */
const index = (name: string, options: Options = {}): RouteDef => {
  const { page, meta } = split(options);
  return { index: true, page, meta: { name, ...meta } };
};

/** A shell route whose children render inside it (in its page's outlet, if it has a page); guards on the shell cover all children. */
const shell = (path: string, name: string, options: Options, children: RouteDef[]): RouteDef => {
  const { page, meta } = split(options);
  return { path, page, meta: { name, ...meta }, children };
};

const redirectTo = (path: string, target: string): RouteDef => ({ path, redirectTo: target });
const redirectIndex = (target: string): RouteDef => ({ index: true, redirectTo: target });

const focus = { hideFooter: true } as const;
const auth = { requireAuth: true } as const;
const superAdmin = { requireSuperAdmin: true } as const;

/** Pages of the training children built so far. */
interface TrainingPages {
  details?: PageKey;
  problem?: PageKey;
  rank?: PageKey;
  chapters?: PageKey;
  chapterRank?: PageKey;
}

/** Problem, submission and training children shared by site and group trainings. */
const trainingChildren = (prefix: '' | 'Group', pages: TrainingPages = {}): RouteDef[] => [
  index(`${prefix}TrainingDetails`, { page: pages.details }),
  p('problems', `${prefix}TrainingProblemList`, { page: pages.details }),
  p('problem/:problemID', `${prefix}TrainingProblemDetails`, { ...focus, page: pages.problem }),
  p('rank', `${prefix}TrainingRank`, { page: pages.rank }),
  p('chapters', `${prefix}TrainingChapterList`, { page: pages.chapters }),
  p('chapter-rank', `${prefix}TrainingChapterRank`, { page: pages.chapterRank }),
];

const contestRoutes: RouteDef[] = [
  p('contest', 'ContestList', { page: 'contestList' }),
  p('contest/acm-scoreboard/:contestID', 'ACMScoreBoard', { page: 'acmScoreboard' }),
  p('contest/oi-scoreboard/:contestID', 'OIScoreBoard', { page: 'oiScoreboard' }),
  // Focus mode: the problem and its editor fill the window, without the site navigation (bare layout).
  p('contest/:contestID/problem/:problemID/full-screen', 'ContestFullProblemDetails', {
    ...auth,
    ...focus,
    layout: 'bare',
    page: 'contestFullProblem',
  }),
  shell('contest/:contestID', 'ContestDetails', { ...auth, page: 'contestDetails' }, [
    index('ContestDetails', { page: 'contestOverview' }),
    p('problems', 'ContestProblemList', { page: 'contestProblems' }),
    p('problem/:problemID', 'ContestProblemDetails', { ...focus, page: 'contestProblem' }),
    p('submissions', 'ContestSubmissionList', { page: 'contestSubmissions' }),
    p('problem/:problemID/submission-detail/:submitID', 'ContestSubmissionDetails', { page: 'contestSubmissionDetail' }),
    p('rank', 'ContestRank', { page: 'contestRank' }),
    p('announcements', 'ContestAnnouncementList', { page: 'contestAnnouncements' }),
    p('comment', 'ContestComment', { access: 'contestComment', page: 'contestComment' }),
    p('print', 'ContestPrint', { page: 'contestPrint' }),
    p('ac-info', 'ContestACInfo', { page: 'contestAcInfo' }),
    p('admin-print', 'ContestAdminPrint', { page: 'contestAdminPrint' }),
    p('rejudge', 'ContestRejudgeAdmin', { ...superAdmin, page: 'contestRejudge' }),
    p('scroll-board', 'ContestScrollBoard', { page: 'contestScrollBoard' }),
  ]),
];

const groupRoutes: RouteDef[] = [
  p('group', 'GroupList', { page: 'groupList' }),
  // Focus mode: the problem and its editor fill the window, without the site navigation (bare layout).
  p('group/:groupID/problem/:problemID/full-screen', 'GroupFullProblemDetails', {
    ...auth,
    ...focus,
    layout: 'bare',
    page: 'groupFullProblem',
  }),
  p('group/:groupID/training/:trainingID/problem/:problemID/full-screen', 'GroupTrainingFullProblemDetails', {
    ...auth,
    ...focus,
    layout: 'bare',
    page: 'groupTrainingFullProblem',
  }),
  shell('group/:groupID', 'GroupDetails', { ...auth, page: 'groupDetails' }, [
    index('GroupDetails', { page: 'groupHome' }),
    p('problem', 'GroupProblemList', { page: 'groupProblems' }),
    p('problem/:problemID', 'GroupProblemDetails', { ...focus, page: 'groupProblem' }),
    p('training', 'GroupTrainingList', { page: 'groupTrainingList' }),
    shell(
      'training/:trainingID',
      'GroupTrainingDetails',
      {},
      trainingChildren('Group', {
        details: 'groupTrainingDetails',
        problem: 'groupTrainingProblem',
        rank: 'trainingRank',
        chapters: 'trainingChapters',
        chapterRank: 'trainingChapterRank',
      }),
    ),
    p('contest', 'GroupContestList', { page: 'groupContestList' }),
    p('submission', 'GroupSubmissionList', { page: 'groupSubmissionList' }),
    p('submission-detail/:submitID', 'GroupSubmissionDetails', { page: 'groupSubmissionDetails' }),
    p('discussion', 'GroupDiscussionList', { access: 'groupDiscussion', page: 'groupDiscussionList' }),
    p('discussion/:problemID', 'GroupProblemDiscussionList', { access: 'groupDiscussion', page: 'groupDiscussionList' }),
    p('discussion-detail/:discussionID', 'GroupDiscussionDetails', { access: 'groupDiscussion', page: 'groupDiscussionDetails' }),
    p('member', 'GroupMemberList', { page: 'groupMembers' }),
    p('announcement', 'GroupAnnouncementList', { page: 'groupAnnouncements' }),
    p('setting', 'GroupSetting', { page: 'groupSetting' }),
    p('rank', 'GroupRank', { page: 'groupRank' }),
    // Group administration screens (group admins; the server checks the group role).
    p('admin/problem/create', 'GroupCreateProblem', { page: 'groupProblemCreate' }),
    p('admin/problem/:problemId/edit', 'GroupEditProblem', { page: 'groupProblemEdit' }),
    p('admin/training/create', 'GroupCreateTraining', { page: 'groupTrainingCreate' }),
    p('admin/training/:trainingId/edit', 'GroupEditTraining', { page: 'groupTrainingEdit' }),
    p('admin/training/:trainingId/problems', 'GroupAdminTrainingProblemList', { page: 'groupTrainingProblems' }),
    p('admin/training/:trainingId/chapters', 'GroupAdminTrainingChapterList', { page: 'groupTrainingChapters' }),
    p('admin/contest/create', 'GroupCreateContest', { page: 'groupContestCreate' }),
    p('admin/contest/:contestId/edit', 'GroupEditContest', { page: 'groupContestEdit' }),
    p('admin/contest/:contestId/problems', 'GroupContestProblemList', { page: 'groupContestProblems' }),
    p('admin/contest/:contestId/announcement', 'GroupContestAnnouncementList', { page: 'groupContestAnnouncement' }),
  ]),
];

const trainingRoutes: RouteDef[] = [
  p('training', 'TrainingList', { page: 'trainingList' }),
  // Focus mode: the problem and its editor fill the window, without the site navigation (bare layout).
  p('training/:trainingID/problem/:problemID/full-screen', 'TrainingFullProblemDetails', {
    ...focus,
    layout: 'bare',
    page: 'trainingFullProblem',
  }),
  shell(
    'training/:trainingID',
    'TrainingDetails',
    {},
    trainingChildren('', {
      details: 'trainingDetails',
      problem: 'trainingProblem',
      rank: 'trainingRank',
      chapters: 'trainingChapters',
      chapterRank: 'trainingChapterRank',
    }),
  ),
];

const personalRoutes: RouteDef = shell('personal', 'PersonalCenter', { ...auth, page: 'personalShell' }, [
  redirectIndex('/personal/training'),
  p('training', 'PersonalTrainingList', { page: 'personalTrainingList' }),
  p('training/create', 'CreatePersonalTraining', { page: 'personalTrainingCreate' }),
  p('training/:trainingId/edit', 'EditPersonalTraining', { page: 'personalTrainingEdit' }),
  p('training/:trainingId/problems', 'PersonalTrainingProblemList', { page: 'personalTrainingProblems' }),
  p('training/:trainingId/chapters', 'PersonalTrainingChapterList', { page: 'personalTrainingChapters' }),
  p('training/:trainingId/chapter/create', 'CreatePersonalTrainingChapter', { page: 'personalTrainingChapterCreate' }),
  p('training/:trainingId/chapter/edit', 'EditPersonalTrainingChapter', { page: 'personalTrainingChapterEdit' }),
]);

const messageRoutes: RouteDef = shell('message', 'Message', { ...auth, page: 'messageShell' }, [
  redirectIndex('/message/discuss'),
  p('discuss', 'DiscussMsg', { page: 'messageList' }),
  p('reply', 'ReplyMsg', { page: 'messageList' }),
  p('like', 'LikeMsg', { page: 'messageList' }),
  p('sys', 'SysMsg', { page: 'messageList' }),
  p('mine', 'MineMsg', { page: 'messageList' }),
]);

const discussionRoutes: RouteDef[] = [
  p('discussion', 'AllDiscussion', { access: 'publicDiscussion', page: 'discussionList' }),
  p('discussion/:problemID', 'ProblemDiscussion', { access: 'publicDiscussion', page: 'discussionList' }),
  p('discussion-detail/:discussionID', 'DiscussionDetails', { access: 'publicDiscussion', page: 'discussionDetails' }),
];

/** Site pages with the top navigation. */
const siteRoutes: RouteDef[] = [
  p('', 'LoginHome', { page: 'loginHome' }),
  p('login', 'LoginHome', { page: 'loginHome' }),
  p('home', 'Home', { page: 'home' }),
  p('announcement/:announcementID', 'Announcement', { page: 'announcement' }),
  p('problem', 'ProblemList', { page: 'problemList' }),
  p('problem/:problemID', 'ProblemDetails', { ...focus, page: 'problemDetail' }),
  ...trainingRoutes,
  ...contestRoutes,
  p('status', 'SubmissionList', { page: 'submissionList' }),
  p('submission-detail/:submitID', 'SubmissionDetails', { page: 'submissionDetail' }),
  p('acm-rank', 'ACMRank', { page: 'acmRank' }),
  p('oi-rank', 'OIRank', { page: 'oiRank' }),
  p('reset-password', 'ResetPassword', { page: 'resetPassword' }),
  p('user-home', 'UserHome', { page: 'userHome' }),
  p('setting', 'Setting', { ...auth, page: 'setting' }),
  p('logout', 'Logout', { page: 'logout' }),
  ...discussionRoutes,
  ...groupRoutes,
  p('introduction', 'Introduction', { page: 'static' }),
  p('developer', 'Developer', { page: 'static' }),
  p('wiki', 'Wiki', { page: 'static' }),
  messageRoutes,
  personalRoutes,
];

const admin = { requireAuth: true, requireAdmin: true } as const;

/** Back office (spec 002 §2.12): its own layout, admin role required, five screens for the super admin. */
const manageRoutes: RouteDef = shell('manage', 'Manage', { layout: 'admin', ...admin }, [
  index('Dashboard', { page: 'manageDashboard' }),
  p('dashboard', 'Dashboard', { page: 'manageDashboard' }),
  p('user', 'AdminUser', { ...superAdmin, page: 'manageUser' }),
  p('announcement', 'AdminAnnouncement', { ...superAdmin, page: 'manageAnnouncement' }),
  p('notice', 'AdminNotice', { ...superAdmin, page: 'manageNotice' }),
  p('conf', 'AdminSystemConfig', { ...superAdmin, page: 'manageConfig' }),
  p('switch', 'AdminSystemSwitch', { ...superAdmin, page: 'manageSwitch' }),
  p('problems', 'AdminProblemList', { page: 'manageProblemList' }),
  p('problem/create', 'AdminCreateProblem', { page: 'manageProblemCreate' }),
  p('problem/edit/:problemId', 'AdminEditProblem', { page: 'manageProblemEdit' }),
  p('problem/tag', 'AdminProblemTag', { page: 'manageProblemTag' }),
  p('group-problem/apply', 'AdminGroupProblemApply', { page: 'manageGroupProblemApply' }),
  p('problem/batch-operation', 'AdminProblemBatchOperation', { page: 'manageProblemBatch' }),
  p('training/create', 'AdminCreateTraining', { page: 'manageTrainingCreate' }),
  p('training', 'AdminTrainingList', { page: 'manageTrainingList' }),
  p('training/:trainingId/edit', 'AdminEditTraining', { page: 'manageTrainingEdit' }),
  p('training/:trainingId/problems', 'AdminTrainingProblemList', { page: 'manageTrainingProblems' }),
  p('training/:trainingId/chapters', 'AdminTrainingChapterList', { page: 'manageTrainingChapters' }),
  p('training/:trainingId/chapter/create', 'AdminCreateTrainingChapter', { page: 'manageTrainingChapterCreate' }),
  p('training/:trainingId/chapter/edit', 'AdminEditTrainingChapter', { page: 'manageTrainingChapterEdit' }),
  p('contest/create', 'AdminCreateContest', { page: 'manageContestCreate' }),
  p('contest', 'AdminContestList', { page: 'manageContestList' }),
  p('contest/:contestId/edit', 'AdminEditContest', { page: 'manageContestEdit' }),
  p('contest/:contestId/announcement', 'AdminContestAnnouncement', { page: 'manageContestAnnouncement' }),
  p('contest/:contestId/problems', 'AdminContestProblemList', { page: 'manageContestProblems' }),
  p('contest/:contestId/problem/create', 'AdminCreateContestProblem', { page: 'manageContestProblemCreate' }),
  p('contest/:contestId/problem/:problemId/edit', 'AdminEditContestProblem', { page: 'manageContestProblemEdit' }),
  p('discussion', 'AdminDiscussion', { page: 'manageDiscussion' }),
]);

/** Full-page screens without site chrome. */
const bareRoutes: RouteDef[] = [
  p('manage/login', 'AdminLogin', { layout: 'bare', page: 'adminLogin' }),
  p('admin/login', 'AdminLogin', { layout: 'bare', page: 'adminLogin' }),
  redirectTo('admin', '/admin/login'),
  redirectTo('admin/*', '/admin/login'),
  p('scrollBoard', 'ScrollBoard', { layout: 'bare', requireAuth: true, page: 'scrollBoard' }),
];

export const ROUTE_TABLE: RouteDef[] = [...siteRoutes, ...bareRoutes, manageRoutes, p('*', 'NotFound', { page: 'notFound' })];
