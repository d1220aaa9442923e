// The English (en-US) catalogue's part for every other page and the back office, loaded when a module showing it is first loaded.
import { admin } from './admin';
import { auth } from './auth';
import { chapters } from './chapters';
import { contest } from './contest';
import { contestBoard } from './contestBoard';
import { contestHelpers } from './contestHelpers';
import { discussion } from './discussion';
import { group } from './group';
import { groupAnnouncement } from './groupAnnouncement';
import { groupProblemApply } from './groupProblemApply';
import { groupRank } from './groupRank';
import { groupTraining } from './groupTraining';
import { manageConfig } from './manageConfig';
import { manageContest } from './manageContest';
import { manageDashboard } from './manageDashboard';
import { manageDiscussion } from './manageDiscussion';
import { manageGroup } from './manageGroup';
import { manageProblems } from './manageProblems';
import { manageSite } from './manageSite';
import { manageSwitch } from './manageSwitch';
import { manageUser } from './manageUser';
import { messageCenter } from './messageCenter';
import { pages } from './pages';
import { personalTraining } from './personalTraining';
import { problemBatch } from './problem-batch';
import { ranks } from './ranks';
import { settings } from './settings';
import { training } from './training';
import { trainingFavorite } from './trainingFavorite';
import { trainingRank } from './trainingRank';
import type { catalogue as zh } from '../zh-CN/more';

export const catalogue = {
  admin,
  auth,
  contest,
  ranks,
  contestHelpers,
  contestBoard,
  group,
  groupTraining,
  manageConfig,
  manageContest,
  manageGroup,
  manageProblems,
  pages,
  problemBatch,
  settings,
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
} satisfies Record<keyof typeof zh, unknown>;
