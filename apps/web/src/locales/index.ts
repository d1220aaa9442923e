// Locale catalogues: both languages' namespaces, registered with i18next.
import { admin as zhAdmin } from './zh-CN/admin';
import { auth as zhAuth } from './zh-CN/auth';
import { common as zhCommon } from './zh-CN/common';
import { contest as zhContest } from './zh-CN/contest';
import { ranks as zhRanks } from './zh-CN/ranks';
import { contestHelpers as zhContestHelpers } from './zh-CN/contestHelpers';
import { contestBoard as zhContestBoard } from './zh-CN/contestBoard';
import { focusMode as zhFocusMode } from './zh-CN/focusMode';
import { footer as zhFooter } from './zh-CN/footer';
import { group as zhGroup } from './zh-CN/group';
import { groupTraining as zhGroupTraining } from './zh-CN/groupTraining';
import { home as zhHome } from './zh-CN/home';
import { manageConfig as zhManageConfig } from './zh-CN/manageConfig';
import { manageContest as zhManageContest } from './zh-CN/manageContest';
import { manageGroup as zhManageGroup } from './zh-CN/manageGroup';
import { manageProblems as zhManageProblems } from './zh-CN/manageProblems';
import { messages as zhMessages } from './zh-CN/messages';
import { nav as zhNav } from './zh-CN/nav';
import { pages as zhPages } from './zh-CN/pages';
import { problemBatch as zhProblemBatch } from './zh-CN/problem-batch';
import { problems as zhProblems } from './zh-CN/problems';
import { routes as zhRoutes } from './zh-CN/routes';
import { settings as zhSettings } from './zh-CN/settings';
import { submissions as zhSubmissions } from './zh-CN/submissions';
import { training as zhTraining } from './zh-CN/training';
import { discussion as zhDiscussion } from './zh-CN/discussion';
import { messageCenter as zhMessageCenter } from './zh-CN/messageCenter';
import { manageDiscussion as zhManageDiscussion } from './zh-CN/manageDiscussion';
import { groupProblemApply as zhGroupProblemApply } from './zh-CN/groupProblemApply';
import { trainingRank as zhTrainingRank } from './zh-CN/trainingRank';
import { groupRank as zhGroupRank } from './zh-CN/groupRank';
import { groupAnnouncement as zhGroupAnnouncement } from './zh-CN/groupAnnouncement';
import { manageSwitch as zhManageSwitch } from './zh-CN/manageSwitch';
import { manageSite as zhManageSite } from './zh-CN/manageSite';
import { manageDashboard as zhManageDashboard } from './zh-CN/manageDashboard';
import { manageUser as zhManageUser } from './zh-CN/manageUser';
import { trainingFavorite as zhTrainingFavorite } from './zh-CN/trainingFavorite';
import { personalTraining as zhPersonalTraining } from './zh-CN/personalTraining';
import { chapters as zhChapters } from './zh-CN/chapters';
import { admin as enAdmin } from './en-US/admin';
import { auth as enAuth } from './en-US/auth';
import { common as enCommon } from './en-US/common';
import { contest as enContest } from './en-US/contest';
import { ranks as enRanks } from './en-US/ranks';
import { contestHelpers as enContestHelpers } from './en-US/contestHelpers';
import { contestBoard as enContestBoard } from './en-US/contestBoard';
import { focusMode as enFocusMode } from './en-US/focusMode';
import { footer as enFooter } from './en-US/footer';
import { group as enGroup } from './en-US/group';
import { groupTraining as enGroupTraining } from './en-US/groupTraining';
import { home as enHome } from './en-US/home';
import { manageConfig as enManageConfig } from './en-US/manageConfig';
import { manageContest as enManageContest } from './en-US/manageContest';
import { manageGroup as enManageGroup } from './en-US/manageGroup';
import { manageProblems as enManageProblems } from './en-US/manageProblems';
import { messages as enMessages } from './en-US/messages';
import { nav as enNav } from './en-US/nav';
import { pages as enPages } from './en-US/pages';
import { problemBatch as enProblemBatch } from './en-US/problem-batch';
import { problems as enProblems } from './en-US/problems';
import { routes as enRoutes } from './en-US/routes';
import { settings as enSettings } from './en-US/settings';
import { submissions as enSubmissions } from './en-US/submissions';
import { training as enTraining } from './en-US/training';
import { discussion as enDiscussion } from './en-US/discussion';
import { messageCenter as enMessageCenter } from './en-US/messageCenter';
import { manageDiscussion as enManageDiscussion } from './en-US/manageDiscussion';
import { groupProblemApply as enGroupProblemApply } from './en-US/groupProblemApply';
import { trainingRank as enTrainingRank } from './en-US/trainingRank';
import { groupRank as enGroupRank } from './en-US/groupRank';
import { groupAnnouncement as enGroupAnnouncement } from './en-US/groupAnnouncement';
import { manageSwitch as enManageSwitch } from './en-US/manageSwitch';
import { manageSite as enManageSite } from './en-US/manageSite';
import { manageDashboard as enManageDashboard } from './en-US/manageDashboard';
import { manageUser as enManageUser } from './en-US/manageUser';
import { trainingFavorite as enTrainingFavorite } from './en-US/trainingFavorite';
import { personalTraining as enPersonalTraining } from './en-US/personalTraining';
import { chapters as enChapters } from './en-US/chapters';

export const resources = {
  'zh-CN': {
    admin: zhAdmin,
    auth: zhAuth,
    common: zhCommon,
    contest: zhContest,
    ranks: zhRanks,
    contestHelpers: zhContestHelpers,
    contestBoard: zhContestBoard,
    focusMode: zhFocusMode,
    footer: zhFooter,
    group: zhGroup,
    groupTraining: zhGroupTraining,
    home: zhHome,
    manageConfig: zhManageConfig,
    manageContest: zhManageContest,
    manageGroup: zhManageGroup,
    manageProblems: zhManageProblems,
    messages: zhMessages,
    nav: zhNav,
    pages: zhPages,
    problemBatch: zhProblemBatch,
    problems: zhProblems,
    routes: zhRoutes,
    settings: zhSettings,
    submissions: zhSubmissions,
    training: zhTraining,
    discussion: zhDiscussion,
    messageCenter: zhMessageCenter,
    manageDiscussion: zhManageDiscussion,
    groupProblemApply: zhGroupProblemApply,
    trainingRank: zhTrainingRank,
    groupRank: zhGroupRank,
    groupAnnouncement: zhGroupAnnouncement,
    manageSwitch: zhManageSwitch,
    manageSite: zhManageSite,
    manageDashboard: zhManageDashboard,
    manageUser: zhManageUser,
    trainingFavorite: zhTrainingFavorite,
    personalTraining: zhPersonalTraining,
    chapters: zhChapters,
  },
  'en-US': {
    admin: enAdmin,
    auth: enAuth,
    common: enCommon,
    contest: enContest,
    ranks: enRanks,
    contestHelpers: enContestHelpers,
    contestBoard: enContestBoard,
    focusMode: enFocusMode,
    footer: enFooter,
    group: enGroup,
    groupTraining: enGroupTraining,
    home: enHome,
    manageConfig: enManageConfig,
    manageContest: enManageContest,
    manageGroup: enManageGroup,
    manageProblems: enManageProblems,
    messages: enMessages,
    nav: enNav,
    pages: enPages,
    problemBatch: enProblemBatch,
    problems: enProblems,
    routes: enRoutes,
    settings: enSettings,
    submissions: enSubmissions,
    training: enTraining,
    discussion: enDiscussion,
    messageCenter: enMessageCenter,
    manageDiscussion: enManageDiscussion,
    groupProblemApply: enGroupProblemApply,
    trainingRank: enTrainingRank,
    groupRank: enGroupRank,
    groupAnnouncement: enGroupAnnouncement,
    manageSwitch: enManageSwitch,
    manageSite: enManageSite,
    manageDashboard: enManageDashboard,
    manageUser: enManageUser,
    trainingFavorite: enTrainingFavorite,
    personalTraining: enPersonalTraining,
    chapters: enChapters,
  },
} satisfies Record<string, Record<string, unknown>>;

export const NAMESPACES = Object.keys(resources['zh-CN']) as (keyof (typeof resources)['zh-CN'])[];
