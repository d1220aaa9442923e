// Message keys of the message centre and the back office's notices, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const messageCentreMessages = {
} as const satisfies Record<string, readonly [string, string]>;
