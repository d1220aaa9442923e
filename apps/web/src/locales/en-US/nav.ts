// en-US navigation: main menu, user menu and message menu labels.
import type { Catalogue } from '../types';
import type { nav as zh } from '../zh-CN/nav';

export const nav: Catalogue<typeof zh> = {
  mainMenu: 'Main navigation',
  openMenu: 'Open menu',
  home: 'Home',
  problems: 'Problems',
  trainings: 'Training',
  contests: 'Contests',
  status: 'Status',
  rank: 'Rank',
  acmRank: 'ACM Rank',
  oiRank: 'OI Rank',
  hallOfFame: 'Hall of Fame',
  discussion: 'Discussion',
  group: 'Group',
  other: 'Other',
  typing: 'Typing Trainer',
  introduction: 'Introduction',
  developer: 'Developer',
  language: 'Language',
  login: 'Login',
  register: 'Register',
  userHome: 'Home Page',
  mySubmissions: 'My Submissions',
  personalCentre: 'Personal Centre',
  wiki: 'Wiki',
  management: 'Management',
  logout: 'Logout',
  messages: 'Messages',
  msg: { discuss: 'Comments', reply: 'Replies', like: 'Likes', sys: 'System', mine: 'Mine' },
};
