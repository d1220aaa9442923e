// en-US the message centre.
import type { Catalogue } from '../types';
import type { messageCenter as zh } from '../zh-CN/messageCenter';

export const messageCenter: Catalogue<typeof zh> = {
};
