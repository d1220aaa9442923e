// Message keys of comments, replies and contest clarifications, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const commentMessages = {
  Content_cannot_be_empty: ['内容不能为空', 'Content cannot be empty'],
  Comment_too_long: ['评论不能超过 10000 个字符', 'A comment Can not exceed 10000 characters'],
  Comment_target_required: ['请指定讨论或比赛（二者选一）', 'Say which discussion or which contest (one of them)'],
  Comment_id_required: ['请指定要删除的评论或回复', 'Say which comment or reply to delete'],
  Comment_not_found: ['该评论不存在', 'The comment does not exist'],
  Reply_not_found: ['该回复不存在', 'The reply does not exist'],
  Comment_solved_required: [
    '您至少需要通过 {count} 道题目才能评论或回复',
    'You need to solve at least {count} problems before commenting or replying',
  ],
  Contest_comment_closed: ['无权访问：网站已关闭比赛评论区', 'No Access: the contest comment area is closed'],
  Contest_reply_denied: [
    '只有提问者和比赛管理员可以回复该提问',
    'Only the one who asked and the contest admins may reply to this question',
  ],
  Comment_delete_denied: ['您没有权限删除该评论', 'You may not delete this comment'],
  Reply_delete_denied: ['您没有权限删除该回复', 'You may not delete this reply'],
} as const satisfies Record<string, readonly [string, string]>;
