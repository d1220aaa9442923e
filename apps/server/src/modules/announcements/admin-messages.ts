// Message keys of announcements (admin), zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
// The form's own messages are the group announcements' (the same fields and rules): groups/announcement-messages.ts.
export const adminAnnouncementMessages = {
  Announcement_id_required: ['请指定公告编号（aid）', 'The announcement id (aid) is required'],
  Announcement_created: ['公告已发布', 'The announcement has been published'],
  Announcement_updated: ['公告已更新', 'The announcement has been updated'],
  Announcement_deleted: ['公告已删除', 'The announcement has been deleted'],
} as const satisfies Record<string, readonly [string, string]>;
