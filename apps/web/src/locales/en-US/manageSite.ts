// en-US manageSite: the back office's site announcements, notices and home carousel.
import type { Catalogue } from '../types';
import type { manageSite as zh } from '../zh-CN/manageSite';

export const manageSite: Catalogue<typeof zh> = {};
