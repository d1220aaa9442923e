// Message keys of the group rank, avatar and disband verification, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const groupRankMessages = {
  Group_avatar_gid_first: ['请先发送字段 gid，再发送图片（字段 image）', 'Send the field gid before the image (field image)'],
} as const satisfies Record<string, readonly [string, string]>;
