// The announcements module's public entry: other modules import only this file.
export { deleteGroupAnnouncements, getAnnouncementDetail, listCommonAnnouncements } from './announcements.ts';
