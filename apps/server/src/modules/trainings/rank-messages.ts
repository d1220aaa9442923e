// Message keys of the training rank, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const trainingRankMessages = {
} as const satisfies Record<string, readonly [string, string]>;
