// Message keys of the discussions (posts, categories, likes, reports), zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const discussionsMessages = {
} as const satisfies Record<string, readonly [string, string]>;
