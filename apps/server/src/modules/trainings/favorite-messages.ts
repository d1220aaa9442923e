// Message keys of training favourites and likes, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const trainingFavoriteMessages = {} as const satisfies Record<string, readonly [string, string]>;
