// Message keys of announcements (admin), zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const adminAnnouncementMessages = {} as const satisfies Record<string, readonly [string, string]>;
