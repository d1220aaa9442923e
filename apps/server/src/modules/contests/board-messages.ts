// Message keys of the contest board calls, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const contestBoardMessages = {};
