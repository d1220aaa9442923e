// Message keys of home (carousel), zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const carouselMessages = {} as const satisfies Record<string, readonly [string, string]>;
