// Message keys of group problems applying to be public and their review, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const groupProblemApplyMessages = {
} as const satisfies Record<string, readonly [string, string]>;
