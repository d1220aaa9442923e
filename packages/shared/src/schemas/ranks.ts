// Rank list and user home schemas (spec 001 §7 "get-rank-list", "get-user-home-info", "get-user-calendar-heatmap").
import { z } from 'zod';
import { paginationSchema } from './common.ts';
import { MAX_KEYWORD_LENGTH } from '../constants/problems.ts';
import { PAGE_SIZES } from '../constants/limits.ts';

export const RANK_TYPES = ['ACM', 'OI'] as const;
export type RankType = (typeof RANK_TYPES)[number];

/** Clients send empty filters as `key=`; they mean "no filter". */
const omittable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const RankListQuerySchema = paginationSchema(PAGE_SIZES.ranklist).extend({
  type: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(RANK_TYPES, { error: 'Rank_type_invalid' })),
  searchUser: omittable(z.string().trim().max(MAX_KEYWORD_LENGTH, { error: 'Rank_search_too_long' })),
});
export type RankListQuery = z.infer<typeof RankListQuerySchema>;

/** Whose home: by uid, else by username, else the signed-in user. */
export const UserHomeQuerySchema = z.object({
  uid: omittable(z.uuid({ error: 'User_not_found' })),
  username: omittable(z.string().trim().max(MAX_KEYWORD_LENGTH, { error: 'User_not_found' })),
});
export type UserHomeQuery = z.infer<typeof UserHomeQuerySchema>;
