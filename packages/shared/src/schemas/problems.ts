// Problems schemas: the public problem calls of spec 000 §7 (list, detail, tags, languages, status).
import { z } from 'zod';
import { PAGE_SIZES } from '../constants/limits.ts';
import {
  PROBLEM_BANKS,
  TAG_FILTER_MODES,
  MAX_TAG_FILTER,
  MAX_KEYWORD_LENGTH,
  MAX_STATUS_PIDS,
  DIFFICULTY_MAX,
} from '../constants/problems.ts';
import { bodyBoolean, contextIdSchema, idParamSchema, paginationSchema, queryBoolean } from './common.ts';

/** Clients send empty filters as `key=`; they mean "no filter". */
const omittable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** oj: "All", "Mine"/"ME" (local) or a remote OJ key. */
const ojSchema = omittable(
  z
    .string({ error: 'Problem_oj_invalid' })
    .trim()
    .regex(/^[A-Za-z]{1,20}$/, { error: 'Problem_oj_invalid' }),
);

/** tagId: a JSON list "[1,2]", a comma list "1,2", or the parameter repeated; duplicates collapse. */
const tagIdListSchema = z.union([z.string(), z.array(z.string())], { error: 'Problem_tag_id_invalid' }).transform((value, ctx) => {
  const text = (Array.isArray(value) ? value.join(',') : value).trim();
  const body = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!body.trim()) return [];
  const parts = body.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^[1-9]\d{0,8}$/.test(p))) {
    ctx.addIssue({ code: 'custom', message: 'Problem_tag_id_invalid' });
    return z.NEVER;
  }
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAX_TAG_FILTER) {
    ctx.addIssue({ code: 'custom', message: 'Problem_tag_filter_too_many' });
    return z.NEVER;
  }
  return ids;
});

export const ProblemOjQuerySchema = z.object({ oj: ojSchema });

export const ProblemListQuerySchema = paginationSchema(PAGE_SIZES.problemList).extend({
  keyword: omittable(z.string().trim().max(MAX_KEYWORD_LENGTH, { error: 'Problem_keyword_too_long' })),
  difficulty: omittable(
    z.coerce
      .number({ error: 'Problem_difficulty_invalid' })
      .int({ error: 'Problem_difficulty_invalid' })
      .min(0, { error: 'Problem_difficulty_invalid' })
      .max(DIFFICULTY_MAX, { error: 'Problem_difficulty_invalid' }),
  ),
  oj: ojSchema,
  tagId: omittable(tagIdListSchema),
  /** Filter: the problem carries every selected tag; Include: any of them. */
  isFilter: omittable(z.enum(TAG_FILTER_MODES, { error: 'Problem_filter_mode_invalid' })).transform((v) => v ?? 'Filter'),
  bank: omittable(z.enum(PROBLEM_BANKS, { error: 'Problem_bank_invalid' })),
});
export type ProblemListQuery = z.infer<typeof ProblemListQuerySchema>;

const optionalId = omittable(idParamSchema);

export const ProblemDetailQuerySchema = z.object({
  problemId: z
    .string({ error: 'Problem_id_required' })
    .trim()
    .min(1, { error: 'Problem_id_required' })
    .max(50, { error: 'Problem_not_found' }),
  gid: optionalId,
});

export const ProblemPidQuerySchema = z.object({ pid: idParamSchema });

export const LanguagesQuerySchema = z.object({ all: omittable(queryBoolean), pid: optionalId });

export const UserProblemStatusSchema = z.object({
  pidList: z
    .array(z.coerce.number().int().positive(), { error: 'Problem_pid_list_invalid' })
    .max(MAX_STATUS_PIDS, { error: 'Problem_pid_list_invalid' }),
  isContestProblemList: bodyBoolean.default(false),
  /** 0 or absent: no contest / no group. */
  cid: contextIdSchema,
  gid: contextIdSchema,
  /** Contest lists: also count submissions made after the end. */
  containsEnd: bodyBoolean.default(false),
});
export type UserProblemStatusRequest = z.infer<typeof UserProblemStatusSchema>;

/** Exactly one of a training, a contest or (ours: the group problem list's strip) a group. */
export const FullScreenProblemListQuerySchema = z
  .object({ tid: optionalId, cid: optionalId, gid: optionalId })
  .refine((q) => [q.tid, q.cid, q.gid].filter((id) => id !== undefined).length === 1, { error: 'Problem_full_screen_target_required' });
