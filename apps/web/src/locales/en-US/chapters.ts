// en-US chapters: training chapters: the chapter list and chapter rank tabs, the back office's and group's chapter admin.
import type { Catalogue } from '../types';
import type { chapters as zh } from '../zh-CN/chapters';

export const chapters: Catalogue<typeof zh> = {
  tab: {
    chapters: 'Chapters',
    chapterRank: 'Chapter Rank',
  },
  list: {
    empty: 'No chapters yet',
    total: 'Total {{total}} chapters',
  },
  detail: {
    back: 'Back to the training',
    backTo: 'Back to {{title}}',
    chapterCount: '{{count}} chapters',
  },
  rank: {
    empty: 'Nobody has submitted to the problems of these chapters yet',
  },
  form: {
    hasChapter: 'Split into chapters',
    hasChapterHelp: 'A training split into chapters holds no problems itself: problems go into its chapters. Fixed once created.',
  },
  admin: {
    chapters: 'Chapters',
    heading: '{{title}} · Chapters',
    create: 'Create chapter',
    createTitle: 'Create chapter',
    editTitle: 'Edit chapter',
    searchPlaceholder: 'Search chapter titles',
    created: 'Created',
    creator: 'Creator',
    total: 'Total {{total}} chapters',
    empty: 'No chapters yet',
    backToChapters: 'Back to chapters',
    deleteTitle: 'Delete chapter',
    deleteContent: 'Delete the chapter "{{title}}"? This cannot be undone.',
    notSplit: 'This training is not split into chapters',
  },
};
