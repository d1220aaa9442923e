// en-US groupAnnouncement: the group home's announcements and the group admins' Announcement tab.
import type { Catalogue } from '../types';
import type { groupAnnouncement as zh } from '../zh-CN/groupAnnouncement';

export const groupAnnouncement: Catalogue<typeof zh> = {
  heading: 'Group announcements',
  create: 'New announcement',
  empty: 'No announcements yet',
  adminOnly: 'Only the group admins manage announcements',
  table: { title: 'Title', author: 'Author', created: 'Created', visible: 'Visible', actions: 'Actions' },
  form: {
    createTitle: 'New group announcement',
    editTitle: 'Edit group announcement',
    title: 'Title',
    content: 'Content',
    required: '{{field}} is required',
    save: 'Save',
    cancel: 'Cancel',
  },
  delete: { title: 'Delete announcement', content: 'Delete the announcement "{{title}}"?' },
  toast: { posted: 'The announcement has been published', updated: 'The announcement has been updated' },
};
