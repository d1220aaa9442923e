// Message keys of the group rank, avatar and disband verification, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const groupRankMessages = {
} as const satisfies Record<string, readonly [string, string]>;
