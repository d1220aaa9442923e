// en-US rank lists and the user home.
import type { Catalogue } from '../types';
import type { ranks as zh } from '../zh-CN/ranks';

export const ranks: Catalogue<typeof zh> = {
  acmTitle: 'ACM Ranking',
  oiTitle: 'OI Ranking',
  user: 'User',
  signature: 'Signature',
  ac: 'AC',
  total: 'Submissions',
  score: 'Score',
  rate: 'Rate',
  searchPlaceholder: 'Search username, nickname or real name',
  empty: 'Nobody is ranked yet',
  noMatch: 'No user matches',
  totalUsers: 'Total {{count}}',
  days: 'Days since joining',
  solved: 'Solved',
  rating: 'Rating',
  heatmap: 'Submissions in the last year',
  heatmapTooltip: '{{date}} · submissions: {{count}}',
  heatmapSummary: 'Submissions in the last year: {{count}} · active days: {{days}}',
  solvedTab: 'Solved problems ({{count}})',
  noSolved: 'No problem solved yet',
  noSignature: 'Nothing written here yet',
  problemCount: 'Problems: {{count}}',
  blog: 'Blog',
  joined: 'Joined {{date}}',
  lastLogin: 'last signed in {{date}}',
  signInForHome: 'Sign in to see your home page',
  userNotFound: 'The user does not exist',
} as const;
