// en-US common: app name, shared buttons, states and language names.
import type { Catalogue } from '../types';
import type { common as zh } from '../zh-CN/common';

export const common: Catalogue<typeof zh> = {
  appName: 'Verdict Online Judge',
  back: 'Back',
  goHome: 'Go Home',
  more: 'More',
  retry: 'Retry',
  refresh: 'Refresh',
  loadFailed: 'Failed to load',
  noData: 'No data',
  pageError: 'Something went wrong on this page',
  perPage: '{{size}} / page',
  pageSize: 'Page size',
  search: 'Search',
  languages: { 'zh-CN': '简体中文', 'en-US': 'English' },
};
