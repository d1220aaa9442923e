// Message keys of this module, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const problemsMessages = {
} as const satisfies Record<string, readonly [string, string]>;
