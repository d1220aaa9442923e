// Which tab a group route belongs to, which routes take the whole width, and who may open each tab
// (spec 002 §2.2, §6).
export type GroupTab =
  'home' | 'problem' | 'training' | 'contest' | 'submission' | 'discussion' | 'member' | 'announcement' | 'setting' | 'rank';

const TAB_OF_ROUTE: Record<string, GroupTab> = {
  GroupDetails: 'home',
  GroupProblemList: 'problem',
  GroupProblemDetails: 'problem',
  GroupCreateProblem: 'problem',
  GroupEditProblem: 'problem',
  GroupContestList: 'contest',
  GroupCreateContest: 'contest',
  GroupEditContest: 'contest',
  GroupContestProblemList: 'contest',
  GroupContestAnnouncementList: 'contest',
  GroupSubmissionList: 'submission',
  GroupSubmissionDetails: 'submission',
  GroupDiscussionList: 'discussion',
  GroupProblemDiscussionList: 'discussion',
  GroupDiscussionDetails: 'discussion',
  GroupMemberList: 'member',
  GroupAnnouncementList: 'announcement',
  GroupSetting: 'setting',
  GroupRank: 'rank',
};

/** Training list, training pages and the training admin screens. */
const isTrainingRoute = (name: string) => name.startsWith('GroupTraining') || /^Group(Create|Edit|Admin)Training/.test(name);

export const tabOfRoute = (name: string): GroupTab | undefined => TAB_OF_ROUTE[name] ?? (isTrainingRoute(name) ? 'training' : undefined);

/** The problem page fills the window on its own, without the group's tabs. */
export const isProblemPage = (name: string) => name === 'GroupProblemDetails';

/** Submission and training pages use the full width; other tabs keep the side card. */
export const isFullWidth = (name: string) =>
  name === 'GroupSubmissionList' || name === 'GroupSubmissionDetails' || (isTrainingRoute(name) && name !== 'GroupTrainingList');

interface Rights {
  member: boolean;
  admin: boolean;
  root: boolean;
}

export const tabEnabled = (tab: GroupTab, rights: Rights): boolean => {
  if (tab === 'home') return true;
  if (tab === 'setting') return rights.root;
  if (tab === 'announcement') return rights.admin;
  return rights.member;
};
