// en-US groupProblemApply.
import type { Catalogue } from '../types';
import type { groupProblemApply as zh } from '../zh-CN/groupProblemApply';

export const groupProblemApply: Catalogue<typeof zh> = {
};
