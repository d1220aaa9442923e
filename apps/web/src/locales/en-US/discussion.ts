// en-US discussions, comments and replies.
import type { Catalogue } from '../types';
import type { discussion as zh } from '../zh-CN/discussion';

export const discussion: Catalogue<typeof zh> = {
};
