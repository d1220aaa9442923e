// Message keys of site (config), zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const siteConfigMessages = {} as const satisfies Record<string, readonly [string, string]>;
