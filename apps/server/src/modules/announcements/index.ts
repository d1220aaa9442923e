// The announcements module's public entry: other modules import only this file.
export { deleteGroupAnnouncements, getAnnouncementDetail, listCommonAnnouncements } from './announcements.ts';
export {
  contestOfAnnouncement,
  createContestAnnouncement,
  deleteAllContestAnnouncements,
  deleteContestAnnouncement,
  listContestAnnouncements,
  unreadContestAnnouncements,
  updateContestAnnouncement,
} from './contest-announcements.ts';
export {
  createGroupAnnouncement,
  deleteGroupAnnouncement,
  groupAnnouncementOwner,
  listGroupAnnouncements,
  updateGroupAnnouncement,
} from './group-announcements.ts';
export { default as adminAnnouncementRoutes } from './admin-routes.ts';
