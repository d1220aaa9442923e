// Route builder: turns the route table into React Router objects (handle meta, guard loaders, lazy pages). A page
// whose data the first paint waits for has it requested by its loader, beside the page's chunk rather than after it.
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { queryClient } from '@/lib/query-client';
import { problemDetailQueryOptions } from '@/lib/api/get-problem-detail';
import { preloadMarkdown } from '@/lib/markdown-loader';
import { guardLoader, hasGuard } from './guards';
import type { Layout, RouteMeta } from '@/lib/route-meta';
import type { PageKey, RouteDef } from './route-table';

const PAGES: Record<PageKey, ReturnType<typeof lazyPage>> = {
  home: lazyPage(() => import('./pages/home')),
  loginHome: lazyPage(() => import('./pages/login-home')),
  announcement: lazyPage(() => import('./pages/announcement')),
  logout: lazyPage(() => import('./pages/logout')),
  static: lazyPage(() => import('./pages/static-page')),
  adminLogin: lazyPage(() => import('./pages/admin-login')),
  notFound: lazyPage(() => import('./pages/not-found')),
  problemList: lazyPage(() => import('./pages/problem-list')),
  problemDetail: lazyPage(() => import('./pages/problem-detail')),
  submissionList: lazyPage(() => import('./pages/submission-list')),
  submissionDetail: lazyPage(() => import('./pages/submission-detail')),
  resetPassword: lazyPage(() => import('./pages/reset-password')),
  setting: lazyPage(() => import('./pages/setting')),
  manageProblemList: lazyPage(() => import('./pages/manage-problem-list')),
  manageProblemCreate: lazyPage(() => import('./pages/manage-problem-create')),
  manageProblemEdit: lazyPage(() => import('./pages/manage-problem-edit')),
  manageProblemTag: lazyPage(() => import('./pages/manage-problem-tag')),
  manageProblemBatch: lazyPage(() => import('./pages/manage-problem-batch')),
  manageConfig: lazyPage(() => import('./pages/manage-config')),
  manageTrainingList: lazyPage(() => import('./pages/manage-training-list')),
  manageTrainingCreate: lazyPage(() => import('./pages/manage-training-create')),
  manageTrainingEdit: lazyPage(() => import('./pages/manage-training-edit')),
  manageTrainingProblems: lazyPage(() => import('./pages/manage-training-problems')),
  trainingList: lazyPage(() => import('./pages/training-list')),
  trainingDetails: lazyPage(() => import('./pages/training-details')),
  trainingProblem: lazyPage(() => import('./pages/training-problem')),
  trainingFullProblem: lazyPage(() => import('./pages/training-full-problem')),
  contestList: lazyPage(() => import('./pages/contest-list')),
  contestDetails: lazyPage(() => import('./pages/contest-details')),
  contestOverview: lazyPage(() => import('./pages/contest-overview')),
  contestProblems: lazyPage(() => import('./pages/contest-problems')),
  contestSubmissions: lazyPage(() => import('./pages/contest-submissions')),
  contestProblem: lazyPage(() => import('./pages/contest-problem')),
  contestSubmissionDetail: lazyPage(() => import('./pages/contest-submission-detail')),
  contestFullProblem: lazyPage(() => import('./pages/contest-full-problem')),
  manageContestList: lazyPage(() => import('./pages/manage-contest-list')),
  manageContestCreate: lazyPage(() => import('./pages/manage-contest-create')),
  manageContestEdit: lazyPage(() => import('./pages/manage-contest-edit')),
  manageContestProblems: lazyPage(() => import('./pages/manage-contest-problems')),
  groupList: lazyPage(() => import('./pages/group-list')),
  groupDetails: lazyPage(() => import('./pages/group-details')),
  groupHome: lazyPage(() => import('./pages/group-home')),
  groupProblems: lazyPage(() => import('./pages/group-problems')),
  groupProblem: lazyPage(() => import('./pages/group-problem')),
  groupFullProblem: lazyPage(() => import('./pages/group-full-problem')),
  groupMembers: lazyPage(() => import('./pages/group-members')),
  groupSetting: lazyPage(() => import('./pages/group-setting')),
  groupTrainingList: lazyPage(() => import('./pages/group-training-list')),
  groupTrainingDetails: lazyPage(() => import('./pages/group-training-details')),
  groupTrainingProblem: lazyPage(() => import('./pages/group-training-problem')),
  groupTrainingFullProblem: lazyPage(() => import('./pages/group-training-full-problem')),
  groupProblemCreate: lazyPage(() => import('./pages/group-problem-create')),
  groupProblemEdit: lazyPage(() => import('./pages/group-problem-edit')),
  groupTrainingCreate: lazyPage(() => import('./pages/group-training-create')),
  groupTrainingEdit: lazyPage(() => import('./pages/group-training-edit')),
  groupTrainingProblems: lazyPage(() => import('./pages/group-training-problems')),
  groupContestList: lazyPage(() => import('./pages/group-contest-list')),
  groupContestCreate: lazyPage(() => import('./pages/group-contest-create')),
  groupContestEdit: lazyPage(() => import('./pages/group-contest-edit')),
  groupContestProblems: lazyPage(() => import('./pages/group-contest-problems')),
  groupContestAnnouncement: lazyPage(() => import('./pages/group-contest-announcement')),
  contestRank: lazyPage(() => import('./pages/contest-rank')),
  acmScoreboard: lazyPage(() => import('./pages/acm-scoreboard')),
  oiScoreboard: lazyPage(() => import('./pages/oi-scoreboard')),
  contestScrollBoard: lazyPage(() => import('./pages/contest-scroll-board')),
  scrollBoard: lazyPage(() => import('./pages/scroll-board')),
  contestAnnouncements: lazyPage(() => import('./pages/contest-announcements')),
  contestPrint: lazyPage(() => import('./pages/contest-print')),
  contestComment: lazyPage(() => import('./pages/contest-comment')),
  discussionList: lazyPage(() => import('./pages/discussion-list')),
  discussionDetails: lazyPage(() => import('./pages/discussion-details')),
  messageShell: lazyPage(() => import('./pages/message-shell')),
  messageList: lazyPage(() => import('./pages/message-list')),
  manageDiscussion: lazyPage(() => import('./pages/manage-discussion')),
  groupDiscussionList: lazyPage(() => import('./pages/group-discussion-list')),
  groupDiscussionDetails: lazyPage(() => import('./pages/group-discussion-details')),
  groupAnnouncements: lazyPage(() => import('./pages/group-announcements')),
  groupRank: lazyPage(() => import('./pages/group-rank')),
  trainingRank: lazyPage(() => import('./pages/training-rank')),
  manageDashboard: lazyPage(() => import('./pages/manage-dashboard')),
  manageUser: lazyPage(() => import('./pages/manage-user')),
  manageAnnouncement: lazyPage(() => import('./pages/manage-announcement')),
  manageNotice: lazyPage(() => import('./pages/manage-notice')),
  manageSwitch: lazyPage(() => import('./pages/manage-switch')),
  groupSubmissionList: lazyPage(() => import('./pages/group-submission-list')),
  groupSubmissionDetails: lazyPage(() => import('./pages/group-submission-detail')),
  trainingChapters: lazyPage(() => import('./pages/training-chapters')),
  trainingChapterRank: lazyPage(() => import('./pages/training-chapter-rank')),
  manageTrainingChapters: lazyPage(() => import('./pages/manage-training-chapters')),
  manageTrainingChapterCreate: lazyPage(() => import('./pages/manage-training-chapter-create')),
  manageTrainingChapterEdit: lazyPage(() => import('./pages/manage-training-chapter-edit')),
  groupTrainingChapters: lazyPage(() => import('./pages/group-training-chapters')),
  personalShell: lazyPage(() => import('./pages/personal-shell')),
  personalTrainingList: lazyPage(() => import('./pages/personal-training-list')),
  personalTrainingCreate: lazyPage(() => import('./pages/personal-training-create')),
  personalTrainingEdit: lazyPage(() => import('./pages/personal-training-edit')),
  personalTrainingProblems: lazyPage(() => import('./pages/personal-training-problems')),
  personalTrainingChapters: lazyPage(() => import('./pages/personal-training-chapters')),
  personalTrainingChapterCreate: lazyPage(() => import('./pages/personal-training-chapter-create')),
  personalTrainingChapterEdit: lazyPage(() => import('./pages/personal-training-chapter-edit')),
  manageGroupProblemApply: lazyPage(() => import('./pages/manage-group-problem-apply')),
  contestAcInfo: lazyPage(() => import('./pages/contest-ac-info')),
  contestAdminPrint: lazyPage(() => import('./pages/contest-admin-print')),
  contestRejudge: lazyPage(() => import('./pages/contest-rejudge')),
  manageContestAnnouncement: lazyPage(() => import('./pages/manage-contest-announcement')),
  acmRank: lazyPage(() => import('./pages/acm-rank')),
  oiRank: lazyPage(() => import('./pages/oi-rank')),
  userHome: lazyPage(() => import('./pages/user-home')),
  manageContestProblemCreate: lazyPage(() => import('./pages/manage-contest-problem-create')),
  manageContestProblemEdit: lazyPage(() => import('./pages/manage-contest-problem-edit')),
};

/**
 * Pages whose main data is requested as soon as the route matches (the same query the page runs, warmed in the query
 * cache, and the code its first paint needs; the loader does not wait for them). Only pages without a guard: a guard
 * decides first whether the page shows.
 */
const PAGE_DATA: Partial<Record<PageKey, LoaderFunction>> = {
  // The statement is the page's largest paint: its detail and the Markdown renderer (with KaTeX) load together.
  problemDetail: ({ params }) => {
    if (params.problemID) void queryClient.prefetchQuery(problemDetailQueryOptions(params.problemID));
    preloadMarkdown();
    return null;
  },
};

/** A page-data loader runs again only for another page of its route (a new id), never for a search change. */
const newParamsOnly: RouteObject['shouldRevalidate'] = ({ currentParams, nextParams }) =>
  JSON.stringify(currentParams) !== JSON.stringify(nextParams);

const toRoute = (def: RouteDef, parentLayout: Layout): RouteObject => {
  const isIndex = def.index === true || def.path === '';
  const path = isIndex ? undefined : def.path;

  if (def.redirectTo) {
    const target = def.redirectTo;
    const loader = () => redirect(target);
    return isIndex ? { index: true, loader } : { path, loader };
  }

  const layout = def.meta?.layout ?? parentLayout;
  const handle: RouteMeta | undefined = def.meta ? { ...def.meta, layout } : undefined;
  const guard = def.meta && hasGuard(def.meta) ? { loader: guardLoader(def.meta), shouldRevalidate: () => true } : undefined;
  const pageData = def.page && PAGE_DATA[def.page];
  const data = !guard && pageData ? { loader: pageData, shouldRevalidate: newParamsOnly } : undefined;
  const page = def.page ? { lazy: PAGES[def.page] } : {};

  if (isIndex) return { index: true, handle, ...guard, ...data, ...page };
  return {
    path,
    handle,
    ...guard,
    ...data,
    ...page,
    children: def.children?.map((child) => toRoute(child, layout)),
  };
};

export const buildRoutes = (defs: RouteDef[], layout: Layout = 'main'): RouteObject[] => defs.map((def) => toRoute(def, layout));
