// Message keys of admin (user), zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const adminUserMessages = {} as const satisfies Record<string, readonly [string, string]>;
