// Route builder: turns the route table into React Router objects (handle meta, guard loaders, lazy pages). A page
// whose data the first paint waits for has it requested by its loader, beside the page's chunk rather than after it.
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { queryClient } from '@/lib/query-client';
import { problemDetailQueryOptions } from '@/lib/api/get-problem-detail';
import { preloadRenderer } from '@/lib/markdown-loader';
import { guardLoader, hasGuard } from './guards';
import type { Layout, RouteMeta } from '@/lib/route-meta';
import type { PageKey, RouteDef } from './route-table';

/** Each page's chunk, with the catalogue parts its modules await (page-parts.test.ts checks them against its imports). */
const PAGES: Record<PageKey, ReturnType<typeof lazyPage>> = {
  home: lazyPage(() => import('./pages/home')),
  loginHome: lazyPage(() => import('./pages/login-home')),
  announcement: lazyPage(() => import('./pages/announcement')),
  logout: lazyPage(() => import('./pages/logout'), ['more']),
  static: lazyPage(() => import('./pages/static-page'), ['more']),
  adminLogin: lazyPage(() => import('./pages/admin-login'), ['more']),
  notFound: lazyPage(() => import('./pages/not-found'), ['more']),
  problemList: lazyPage(() => import('./pages/problem-list'), ['problemPages']),
  problemDetail: lazyPage(() => import('./pages/problem-detail'), ['problemPages']),
  submissionList: lazyPage(() => import('./pages/submission-list'), ['problemPages']),
  submissionDetail: lazyPage(() => import('./pages/submission-detail'), ['problemPages']),
  resetPassword: lazyPage(() => import('./pages/reset-password'), ['more']),
  setting: lazyPage(() => import('./pages/setting'), ['more']),
  manageProblemList: lazyPage(() => import('./pages/manage-problem-list'), ['more']),
  manageProblemCreate: lazyPage(() => import('./pages/manage-problem-create'), ['more']),
  manageProblemEdit: lazyPage(() => import('./pages/manage-problem-edit'), ['more']),
  manageProblemTag: lazyPage(() => import('./pages/manage-problem-tag'), ['more']),
  manageProblemBatch: lazyPage(() => import('./pages/manage-problem-batch'), ['more', 'problemPages']),
  manageConfig: lazyPage(() => import('./pages/manage-config'), ['more']),
  manageTrainingList: lazyPage(() => import('./pages/manage-training-list'), ['more']),
  manageTrainingCreate: lazyPage(() => import('./pages/manage-training-create'), ['more']),
  manageTrainingEdit: lazyPage(() => import('./pages/manage-training-edit'), ['more']),
  manageTrainingProblems: lazyPage(() => import('./pages/manage-training-problems'), ['more']),
  trainingList: lazyPage(() => import('./pages/training-list'), ['more']),
  trainingDetails: lazyPage(() => import('./pages/training-details'), ['more', 'problemPages']),
  trainingProblem: lazyPage(() => import('./pages/training-problem'), ['more', 'problemPages']),
  trainingFullProblem: lazyPage(() => import('./pages/training-full-problem'), ['more', 'problemPages']),
  contestList: lazyPage(() => import('./pages/contest-list'), ['more']),
  contestDetails: lazyPage(() => import('./pages/contest-details'), ['more']),
  contestOverview: lazyPage(() => import('./pages/contest-overview'), ['more']),
  contestProblems: lazyPage(() => import('./pages/contest-problems'), ['more', 'problemPages']),
  contestSubmissions: lazyPage(() => import('./pages/contest-submissions'), ['more', 'problemPages']),
  contestProblem: lazyPage(() => import('./pages/contest-problem'), ['more', 'problemPages']),
  contestSubmissionDetail: lazyPage(() => import('./pages/contest-submission-detail'), ['more', 'problemPages']),
  contestFullProblem: lazyPage(() => import('./pages/contest-full-problem'), ['more', 'problemPages']),
  manageContestList: lazyPage(() => import('./pages/manage-contest-list'), ['more']),
  manageContestCreate: lazyPage(() => import('./pages/manage-contest-create'), ['more']),
  manageContestEdit: lazyPage(() => import('./pages/manage-contest-edit'), ['more']),
  manageContestProblems: lazyPage(() => import('./pages/manage-contest-problems'), ['more']),
  groupList: lazyPage(() => import('./pages/group-list'), ['more']),
  groupDetails: lazyPage(() => import('./pages/group-details'), ['more']),
  groupHome: lazyPage(() => import('./pages/group-home'), ['more']),
  groupProblems: lazyPage(() => import('./pages/group-problems'), ['more', 'problemPages']),
  groupProblem: lazyPage(() => import('./pages/group-problem'), ['more', 'problemPages']),
  groupFullProblem: lazyPage(() => import('./pages/group-full-problem'), ['more', 'problemPages']),
  groupMembers: lazyPage(() => import('./pages/group-members'), ['more']),
  groupSetting: lazyPage(() => import('./pages/group-setting'), ['more']),
  groupTrainingList: lazyPage(() => import('./pages/group-training-list'), ['more']),
  groupTrainingDetails: lazyPage(() => import('./pages/group-training-details'), ['more', 'problemPages']),
  groupTrainingProblem: lazyPage(() => import('./pages/group-training-problem'), ['more', 'problemPages']),
  groupTrainingFullProblem: lazyPage(() => import('./pages/group-training-full-problem'), ['more', 'problemPages']),
  groupProblemCreate: lazyPage(() => import('./pages/group-problem-create'), ['more']),
  groupProblemEdit: lazyPage(() => import('./pages/group-problem-edit'), ['more']),
  groupTrainingCreate: lazyPage(() => import('./pages/group-training-create'), ['more']),
  groupTrainingEdit: lazyPage(() => import('./pages/group-training-edit'), ['more']),
  groupTrainingProblems: lazyPage(() => import('./pages/group-training-problems'), ['more']),
  groupContestList: lazyPage(() => import('./pages/group-contest-list'), ['more']),
  groupContestCreate: lazyPage(() => import('./pages/group-contest-create'), ['more']),
  groupContestEdit: lazyPage(() => import('./pages/group-contest-edit'), ['more']),
  groupContestProblems: lazyPage(() => import('./pages/group-contest-problems'), ['more']),
  groupContestAnnouncement: lazyPage(() => import('./pages/group-contest-announcement'), ['more']),
  contestRank: lazyPage(() => import('./pages/contest-rank'), ['more']),
  acmScoreboard: lazyPage(() => import('./pages/acm-scoreboard'), ['more']),
  oiScoreboard: lazyPage(() => import('./pages/oi-scoreboard'), ['more']),
  contestScrollBoard: lazyPage(() => import('./pages/contest-scroll-board'), ['more']),
  scrollBoard: lazyPage(() => import('./pages/scroll-board'), ['more']),
  contestAnnouncements: lazyPage(() => import('./pages/contest-announcements'), ['more']),
  contestPrint: lazyPage(() => import('./pages/contest-print'), ['more']),
  contestComment: lazyPage(() => import('./pages/contest-comment'), ['more']),
  discussionList: lazyPage(() => import('./pages/discussion-list'), ['more']),
  discussionDetails: lazyPage(() => import('./pages/discussion-details'), ['more']),
  messageShell: lazyPage(() => import('./pages/message-shell'), ['more']),
  messageList: lazyPage(() => import('./pages/message-list'), ['more']),
  manageDiscussion: lazyPage(() => import('./pages/manage-discussion'), ['more']),
  groupDiscussionList: lazyPage(() => import('./pages/group-discussion-list'), ['more']),
  groupDiscussionDetails: lazyPage(() => import('./pages/group-discussion-details'), ['more']),
  groupAnnouncements: lazyPage(() => import('./pages/group-announcements'), ['more']),
  groupRank: lazyPage(() => import('./pages/group-rank'), ['more']),
  trainingRank: lazyPage(() => import('./pages/training-rank'), ['more', 'problemPages']),
  manageDashboard: lazyPage(() => import('./pages/manage-dashboard'), ['more']),
  manageUser: lazyPage(() => import('./pages/manage-user'), ['more']),
  manageAnnouncement: lazyPage(() => import('./pages/manage-announcement'), ['more']),
  manageNotice: lazyPage(() => import('./pages/manage-notice'), ['more']),
  manageSwitch: lazyPage(() => import('./pages/manage-switch'), ['more']),
  groupSubmissionList: lazyPage(() => import('./pages/group-submission-list'), ['problemPages']),
  groupSubmissionDetails: lazyPage(() => import('./pages/group-submission-detail'), ['more', 'problemPages']),
  trainingChapters: lazyPage(() => import('./pages/training-chapters'), ['more', 'problemPages']),
  trainingChapterRank: lazyPage(() => import('./pages/training-chapter-rank'), ['more', 'problemPages']),
  manageTrainingChapters: lazyPage(() => import('./pages/manage-training-chapters'), ['more']),
  manageTrainingChapterCreate: lazyPage(() => import('./pages/manage-training-chapter-create'), ['more']),
  manageTrainingChapterEdit: lazyPage(() => import('./pages/manage-training-chapter-edit'), ['more']),
  groupTrainingChapters: lazyPage(() => import('./pages/group-training-chapters'), ['more']),
  personalShell: lazyPage(() => import('./pages/personal-shell'), ['more']),
  personalTrainingList: lazyPage(() => import('./pages/personal-training-list'), ['more']),
  personalTrainingCreate: lazyPage(() => import('./pages/personal-training-create'), ['more']),
  personalTrainingEdit: lazyPage(() => import('./pages/personal-training-edit'), ['more']),
  personalTrainingProblems: lazyPage(() => import('./pages/personal-training-problems'), ['more']),
  personalTrainingChapters: lazyPage(() => import('./pages/personal-training-chapters'), ['more']),
  personalTrainingChapterCreate: lazyPage(() => import('./pages/personal-training-chapter-create'), ['more']),
  personalTrainingChapterEdit: lazyPage(() => import('./pages/personal-training-chapter-edit'), ['more']),
  manageGroupProblemApply: lazyPage(() => import('./pages/manage-group-problem-apply'), ['more']),
  contestAcInfo: lazyPage(() => import('./pages/contest-ac-info'), ['more']),
  contestAdminPrint: lazyPage(() => import('./pages/contest-admin-print'), ['more']),
  contestRejudge: lazyPage(() => import('./pages/contest-rejudge'), ['more']),
  manageContestAnnouncement: lazyPage(() => import('./pages/manage-contest-announcement'), ['more']),
  acmRank: lazyPage(() => import('./pages/acm-rank'), ['more']),
  oiRank: lazyPage(() => import('./pages/oi-rank'), ['more']),
  userHome: lazyPage(() => import('./pages/user-home'), ['more', 'problemPages']),
  manageContestProblemCreate: lazyPage(() => import('./pages/manage-contest-problem-create'), ['more']),
  manageContestProblemEdit: lazyPage(() => import('./pages/manage-contest-problem-edit'), ['more']),
};

/**
 * Pages whose main data is requested as soon as the route matches (the same query the page runs, warmed in the query
 * cache, and the code its first paint needs; the loader does not wait for them). Only pages without a guard: a guard
 * decides first whether the page shows.
 */
const PAGE_DATA: Partial<Record<PageKey, LoaderFunction>> = {
  // The statement is the page's largest paint: its detail (rendered by the server) and the sanitiser load together.
  problemDetail: ({ params }) => {
    if (params.problemID) void queryClient.prefetchQuery(problemDetailQueryOptions(params.problemID));
    preloadRenderer('prerendered');
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
