// en-US back office: layout title and menu groups.
import type { Catalogue } from '../types';
import type { admin as zh } from '../zh-CN/admin';

export const admin: Catalogue<typeof zh> = {
  title: '{{site}} Admin',
  backToSite: 'Back to site',
  siteGroup: 'Announcements',
  systemGroup: 'System',
  problemGroup: 'Problems',
  trainingGroup: 'Training',
  contestGroup: 'Contests',
};
