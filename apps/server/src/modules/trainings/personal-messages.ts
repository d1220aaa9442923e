// Message keys of personal trainings, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const personalTrainingMessages = {} as const satisfies Record<string, readonly [string, string]>;
