// Message keys of admin (dashboard), zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const adminDashboardMessages = {} as const satisfies Record<string, readonly [string, string]>;
