// Message keys of training chapters and the chapter rank, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const chapterMessages = {} as const satisfies Record<string, readonly [string, string]>;
