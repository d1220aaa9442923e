// The Chinese (zh-CN) catalogue: every namespace, in a chunk of its own (loaded when the language is in use).
import { admin } from './admin';
import { auth } from './auth';
import { common } from './common';
import { contest } from './contest';
import { ranks } from './ranks';
import { contestHelpers } from './contestHelpers';
import { contestBoard } from './contestBoard';
import { focusMode } from './focusMode';
import { footer } from './footer';
import { group } from './group';
import { groupTraining } from './groupTraining';
import { home } from './home';
import { manageConfig } from './manageConfig';
import { manageContest } from './manageContest';
import { manageGroup } from './manageGroup';
import { manageProblems } from './manageProblems';
import { messages } from './messages';
import { nav } from './nav';
import { pages } from './pages';
import { problemBatch } from './problem-batch';
import { problems } from './problems';
import { routes } from './routes';
import { settings } from './settings';
import { submissions } from './submissions';
import { training } from './training';
import { discussion } from './discussion';
import { messageCenter } from './messageCenter';
import { manageDiscussion } from './manageDiscussion';
import { groupProblemApply } from './groupProblemApply';
import { trainingRank } from './trainingRank';
import { groupRank } from './groupRank';
import { groupAnnouncement } from './groupAnnouncement';
import { manageSwitch } from './manageSwitch';
import { manageSite } from './manageSite';
import { manageDashboard } from './manageDashboard';
import { manageUser } from './manageUser';
import { trainingFavorite } from './trainingFavorite';
import { personalTraining } from './personalTraining';
import { chapters } from './chapters';

/** Ant Design's texts in this language (pagination, empty states, pickers), in the same chunk as the catalogue. */
export { default as antdLocale } from 'antd/es/locale/zh_CN';

export const catalogue = {
  admin,
  auth,
  common,
  contest,
  ranks,
  contestHelpers,
  contestBoard,
  focusMode,
  footer,
  group,
  groupTraining,
  home,
  manageConfig,
  manageContest,
  manageGroup,
  manageProblems,
  messages,
  nav,
  pages,
  problemBatch,
  problems,
  routes,
  settings,
  submissions,
  training,
  discussion,
  messageCenter,
  manageDiscussion,
  groupProblemApply,
  trainingRank,
  groupRank,
  groupAnnouncement,
  manageSwitch,
  manageSite,
  manageDashboard,
  manageUser,
  trainingFavorite,
  personalTraining,
  chapters,
};
