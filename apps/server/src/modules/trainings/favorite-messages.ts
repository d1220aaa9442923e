// Message keys of training favourites and likes, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const trainingFavoriteMessages = {
  Training_favorite_choice_invalid: ['toFavorite 须为 true 或 false', 'toFavorite must be true or false'],
  Training_like_choice_invalid: ['toLike 须为 true 或 false', 'toLike must be true or false'],
} as const satisfies Record<string, readonly [string, string]>;
