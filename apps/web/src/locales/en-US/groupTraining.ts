// en-US group trainings: the group's Training tab and its admin mode.
import type { Catalogue } from '../types';
import type { groupTraining as zh } from '../zh-CN/groupTraining';

export const groupTraining: Catalogue<typeof zh> = {
  heading: 'Group Training',
  adminMode: 'Training Admin',
  adminModeHint: 'Create and edit trainings, manage their problems and visibility, delete them',
  admin: {
    addProblems: 'Add from group or public problems',
  },
};
