// Message keys of the message centre and the back office's notices, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const messageCentreMessages = {
  Message_type_invalid: ['消息类型必须是 Discuss、Reply、Like、Sys 或 Mine', 'The message type must be Discuss, Reply, Like, Sys or Mine'],
  Message_not_found: ['该消息不存在', 'The message does not exist'],
} as const satisfies Record<string, readonly [string, string]>;
