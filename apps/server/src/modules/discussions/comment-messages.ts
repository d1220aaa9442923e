// Message keys of comments, replies and contest clarifications, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const commentMessages = {
} as const satisfies Record<string, readonly [string, string]>;
