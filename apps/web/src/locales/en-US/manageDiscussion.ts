// en-US discussion back office.
import type { Catalogue } from '../types';
import type { manageDiscussion as zh } from '../zh-CN/manageDiscussion';

export const manageDiscussion: Catalogue<typeof zh> = {
  heading: 'Discussions',
  discussionsTab: 'Posts',
  reportsTab: 'Reports',
  searchPlaceholder: 'Search by title, author, id or description',
  empty: 'No discussions yet',
  noReports: 'No reports',
  total: '{{total}} in all',
  id: 'ID',
  title: 'Title',
  author: 'Author',
  category: 'Category',
  pinned: 'Pinned',
  banned: 'Banned',
  counts: 'Comments / likes / views',
  countsValue: '{{comments}} / {{likes}} / {{views}}',
  created: 'Posted',
  actions: 'Actions',
  delete: 'Delete',
  deleteTitle: 'Delete the discussion',
  deleteContent: 'Delete the discussion "{{title}}" and all its comments?',
  reportedPost: 'Reported post',
  reporter: 'Reporter',
  reason: 'Reason',
  state: 'State',
  read: 'Handled',
  markRead: 'Mark handled',
};
