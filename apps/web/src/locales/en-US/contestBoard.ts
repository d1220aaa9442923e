// en-US contest boards: rank, outside boards, scroll board.
import type { Catalogue } from '../types';
import type { contestBoard as zh } from '../zh-CN/contestBoard';

export const contestBoard: Catalogue<typeof zh> = {};
