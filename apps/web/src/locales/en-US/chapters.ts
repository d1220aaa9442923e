// en-US chapters: training chapters: the chapter list and chapter rank tabs, the back office's and group's chapter admin.
import type { Catalogue } from '../types';
import type { chapters as zh } from '../zh-CN/chapters';

export const chapters: Catalogue<typeof zh> = {};
