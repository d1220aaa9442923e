// en-US trainingRank.
import type { Catalogue } from '../types';
import type { trainingRank as zh } from '../zh-CN/trainingRank';

export const trainingRank: Catalogue<typeof zh> = {
};
