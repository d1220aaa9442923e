// The announcements module's public entry: other modules import only this file.
export { deleteGroupAnnouncements, getAnnouncementDetail, listCommonAnnouncements } from './announcements.ts';
export {
  contestOfAnnouncement,
  createContestAnnouncement,
  deleteContestAnnouncement,
  listContestAnnouncements,
  unreadContestAnnouncements,
  updateContestAnnouncement,
} from './contest-announcements.ts';
