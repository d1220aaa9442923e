// en-US manageSwitch: the back office's switches and web configuration.
import type { Catalogue } from '../types';
import type { manageSwitch as zh } from '../zh-CN/manageSwitch';

export const manageSwitch: Catalogue<typeof zh> = {};
