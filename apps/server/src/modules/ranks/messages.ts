// Message keys of the ranks module, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const ranksMessages = {};
