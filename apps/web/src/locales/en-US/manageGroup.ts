// en-US group administration: the group's problem admin view and problem form.
import type { Catalogue } from '../types';
import type { manageGroup as zh } from '../zh-CN/manageGroup';

export const manageGroup: Catalogue<typeof zh> = {
  adminOnly: 'Only the group admins can open this page',
  problem: {
    adminMode: 'Problem Admin',
    adminModeHint: 'Create, edit and delete the group problems, hidden ones included',
    displayIdHelp: 'Without the group prefix, which saving adds; letters, digits, underscores and hyphens',
    id: 'ID',
    displayId: 'Display ID',
    title: 'Title',
    author: 'Author',
    auth: 'Auth',
    modified: 'Last modified',
    actions: 'Actions',
    create: 'Create Problem',
    search: 'Search display id or title',
    empty: 'The group has no problems yet',
    deleteTitle: 'Delete problem',
    deleteContent: 'Delete problem {{id}} {{title}}? Its test cases and submissions go with it.',
  },
};
