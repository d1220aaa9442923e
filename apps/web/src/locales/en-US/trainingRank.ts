// en-US trainingRank: the Rank tab of a site or group training.
import type { Catalogue } from '../types';
import type { trainingRank as zh } from '../zh-CN/trainingRank';

export const trainingRank: Catalogue<typeof zh> = {
  tab: 'Rank',
  searchPlaceholder: 'Search username or nickname',
  user: 'User',
  realname: 'Real name',
  ac: 'AC',
  totalRunTime: 'Total run time',
  runTime: '{{ms}} ms',
  empty: 'Nobody has submitted to this training’s problems yet',
  noMatch: 'No user matches',
  totalUsers: '{{count}} users',
};
