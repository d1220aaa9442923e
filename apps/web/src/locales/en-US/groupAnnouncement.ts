// en-US groupAnnouncement.
import type { Catalogue } from '../types';
import type { groupAnnouncement as zh } from '../zh-CN/groupAnnouncement';

export const groupAnnouncement: Catalogue<typeof zh> = {
};
