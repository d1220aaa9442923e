// en-US contest helpers: announcements, print, AC info, rejudge.
import type { Catalogue } from '../types';
import type { contestHelpers as zh } from '../zh-CN/contestHelpers';

export const contestHelpers: Catalogue<typeof zh> = {};
