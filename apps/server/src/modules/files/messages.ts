// Message keys of the markdown uploads, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const filesMessages = {
} as const satisfies Record<string, readonly [string, string]>;
