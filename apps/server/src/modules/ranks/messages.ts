// Message keys of the ranks module, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
import { MAX_KEYWORD_LENGTH } from '@verdict/shared';

export const ranksMessages = {
  Rank_type_invalid: ['排行榜类型只能是 ACM 或 OI', 'The rank list type must be ACM or OI'],
  Rank_search_too_long: [`搜索内容不能超过 ${MAX_KEYWORD_LENGTH} 个字符`, `The search may be at most ${MAX_KEYWORD_LENGTH} characters`],
  User_not_found: ['该用户不存在', 'The user does not exist'],
} as const;
