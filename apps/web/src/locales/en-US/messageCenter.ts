// en-US the message centre.
import type { Catalogue } from '../types';
import type { messageCenter as zh } from '../zh-CN/messageCenter';

export const messageCenter: Catalogue<typeof zh> = {
  title: 'Message centre',
  new: 'New',
  delete: 'Delete',
  deleteTitle: 'Delete message',
  deleteConfirm: 'Delete this message?',
  cleanAll: 'Clean all',
  cleanAllTitle: 'Clean messages',
  cleanAllConfirm: 'Delete every message in "{{kind}}"? This cannot be undone.',
  empty: 'No messages',
  unknownUser: 'Deleted user',
  action: {
    Discuss: 'commented on your post',
    Reply: 'replied to you',
    Like_Post: 'liked your comment',
    Like_Discuss: 'liked your post',
  },
  source: { Discussion: 'Post: ', Contest: 'Contest: ' },
};
