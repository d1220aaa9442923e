// en-US rank lists and the user home.
import type { Catalogue } from '../types';
import type { ranks as zh } from '../zh-CN/ranks';

export const ranks: Catalogue<typeof zh> = {};
