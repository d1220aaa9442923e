// en-US manageUser: the back office's users: list, edit, sessions, batch import and generation.
import type { Catalogue } from '../types';
import type { manageUser as zh } from '../zh-CN/manageUser';

export const manageUser: Catalogue<typeof zh> = {};
