// en-US groupRank.
import type { Catalogue } from '../types';
import type { groupRank as zh } from '../zh-CN/groupRank';

export const groupRank: Catalogue<typeof zh> = {
};
