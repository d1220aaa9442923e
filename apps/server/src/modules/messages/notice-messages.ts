// Message keys of the back office's notices, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const noticeMessages = {
  Notice_title_required: ['通知标题不能为空', 'The notice title is required'],
  Notice_content_required: ['通知内容不能为空', 'The notice content is required'],
  Notice_type_invalid: [
    '通知类型只能是 All（全体用户）或 Single（单个用户）',
    'The notice type must be All (every user) or Single (one user)',
  ],
  Notice_recipient_required: ['请填写接收通知的用户名', 'Please give the username of the recipient'],
  Notice_recipient_not_found: ['用户 {username} 不存在', 'There is no user {username}'],
  Notice_id_required: ['请指定通知', 'Please give the notice id'],
  Notice_not_found: ['通知不存在', 'The notice does not exist'],
  Notice_sent: ['通知已发送', 'The notice was sent'],
} as const satisfies Record<string, readonly [string, string]>;
