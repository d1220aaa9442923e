// Message keys of group announcements, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const groupAnnouncementMessages = {
} as const satisfies Record<string, readonly [string, string]>;
