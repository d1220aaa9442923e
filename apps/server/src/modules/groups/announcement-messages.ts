// Message keys of group announcements, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const groupAnnouncementMessages = {
  Group_announcement_title_required: ['公告标题不能为空', 'The announcement title is required'],
  Group_announcement_title_too_long: ['公告标题不能超过 255 个字符', 'The announcement title may have at most 255 characters'],
  Group_announcement_content_required: ['公告内容不能为空', 'The announcement content is required'],
  Group_announcement_content_too_long: ['公告内容不能超过 65535 个字符', 'The announcement content may have at most 65535 characters'],
  Group_announcement_status_invalid: ['公告状态只能是 0（可见）或 1（隐藏）', 'The announcement status must be 0 (visible) or 1 (hidden)'],
  Group_announcement_not_found: ['该团队公告不存在', 'The group announcement does not exist'],
  Group_announcement_edit_forbidden: [
    '只有公告的作者、团队拥有者或超级管理员可以修改或删除该公告',
    'Only the author, the group owner or the super admin may edit or delete this announcement',
  ],
  Group_announcement_created: ['公告已发布', 'The announcement has been published'],
  Group_announcement_updated: ['公告已更新', 'The announcement has been updated'],
  Group_announcement_deleted: ['公告已删除', 'The announcement has been deleted'],
} as const satisfies Record<string, readonly [string, string]>;
