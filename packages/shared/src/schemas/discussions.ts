// Discussion, comment and report schemas (spec 002 §3, §5, §7, §9; reference §9): site and group discussions,
// categories, likes, reports, and the comments and replies shared by discussions and contest clarifications.
import { z } from 'zod';
import { bodyBoolean, contextIdSchema, idParamSchema, MAX_ID, paginationSchema, queryBoolean } from './common.ts';
import { MAX_KEYWORD_LENGTH } from '../constants/problems.ts';

export const DISCUSSION_LIMITS = {
  /** Page sizes (spec 002 §9). */
  discussionPageSize: 10,
  commentPageSize: 10,
  /** Replies shown under a comment before "more". */
  repliesShown: 3,
  titleMax: 255,
  descriptionMax: 255,
  contentMax: 65535,
  commentMax: 10000,
  reportMax: 255,
  categoryNameMax: 20,
  categoriesMax: 50,
  /** Defaults of the site switches (reference §10): solved problems needed, posts per rolling 24 h. */
  discussionAcDefault: 10,
  discussionDailyDefault: 5,
  commentAcDefault: 10,
  /** Group posts (reference §9 hard-codes these). */
  groupDiscussionAc: 10,
  groupDiscussionDaily: 5,
} as const;

const L = DISCUSSION_LIMITS;

/** Text checked after trimming: required, then at most `max` characters. */
const boundedText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, { error: required, abort: true })
    .refine((s) => s.length <= max, { error: tooLong });

const keywordSchema = z
  .string()
  .trim()
  .max(MAX_KEYWORD_LENGTH, { error: 'Keyword_too_long' })
  .optional()
  .transform((k) => k || undefined);

/** GET get-discussion-list (and the group list: gid). `pid` is the problem's display id; `cid` the category. */
export const DiscussionListQuerySchema = paginationSchema(L.discussionPageSize).extend({
  keyword: keywordSchema,
  cid: contextIdSchema,
  pid: z
    .string()
    .trim()
    .max(MAX_KEYWORD_LENGTH)
    .optional()
    .transform((p) => p || undefined),
  onlyMine: queryBoolean.optional().default(false),
  gid: contextIdSchema,
  /** Admins only: banned discussions too. */
  admin: queryBoolean.optional().default(false),
});
export type DiscussionListQuery = z.infer<typeof DiscussionListQuerySchema>;

export const DiscussionIdQuerySchema = z.object({ did: idParamSchema });

/** POST/PUT discussion: `id` on edit; the category cannot change on edit; `gid` for group discussions. */
export const DiscussionSaveSchema = z.object({
  id: idParamSchema.optional(),
  title: boundedText(L.titleMax, 'Discussion_title_required', 'Discussion_title_too_long'),
  description: boundedText(L.descriptionMax, 'Discussion_description_required', 'Discussion_description_too_long'),
  content: z
    .string({ error: 'Discussion_content_required' })
    .refine((s) => s.trim().length > 0, { error: 'Discussion_content_required', abort: true })
    .refine((s) => s.length <= L.contentMax, { error: 'Discussion_content_too_long' }),
  categoryId: z.coerce
    .number({ error: 'Discussion_category_required' })
    .int()
    .positive({ error: 'Discussion_category_required' })
    .max(MAX_ID, { error: 'Discussion_category_not_found' }),
  /** Display id of the problem the post is about. */
  pid: z
    .string()
    .trim()
    .max(MAX_KEYWORD_LENGTH)
    .nullish()
    .transform((p) => p || null),
  gid: contextIdSchema,
  topPriority: bodyBoolean.optional().default(false),
});
export type DiscussionSaveRequest = z.input<typeof DiscussionSaveSchema>;

/** GET discussion-like. */
export const DiscussionLikeQuerySchema = z.object({ did: idParamSchema, toLike: queryBoolean });

/** POST discussion-report: the reporter is the caller, never the body. */
export const DiscussionReportSchema = z.object({
  did: idParamSchema,
  content: boundedText(L.reportMax, 'Report_content_required', 'Report_content_too_long'),
});

/** POST discussion-category: the whole list; rows without id are new, missing ids are removed. */
export const DiscussionCategoryListSchema = z
  .array(
    z.object({
      id: idParamSchema.optional(),
      name: boundedText(L.categoryNameMax, 'Category_name_required', 'Category_name_too_long'),
    }),
  )
  .min(1, { error: 'Category_list_empty' })
  .max(L.categoriesMax, { error: 'Category_list_too_long' });

/** Admin toggles: status 0 normal / 1 banned, top priority. */
export const DiscussionAdminUpdateSchema = z.object({
  id: idParamSchema,
  status: z.coerce.number().int().min(0).max(1).optional(),
  topPriority: bodyBoolean.optional(),
});

/** GET admin/discussion/report: 10 a page, unread first, then newest. */
export const DiscussionReportListQuerySchema = paginationSchema(L.discussionPageSize);

/** PUT admin/discussion/report: mark a report read (status true) or unread again. */
export const DiscussionReportUpdateSchema = z.object({ id: idParamSchema, status: bodyBoolean.optional().default(true) });

/** GET comments: of a discussion (`did`) or of a contest's clarifications (`cid`). */
export const CommentListQuerySchema = paginationSchema(L.commentPageSize).extend({
  did: contextIdSchema,
  cid: contextIdSchema,
});

const commentText = z
  .string({ error: 'Content_cannot_be_empty' })
  .refine((s) => s.trim().length > 0, { error: 'Content_cannot_be_empty', abort: true })
  .refine((s) => s.length <= L.commentMax, { error: 'Comment_too_long' });

/** POST comment: `did` or `cid`, not both. */
export const CommentCreateSchema = z.object({ did: contextIdSchema, cid: contextIdSchema, content: commentText });

/** DELETE comment / reply. */
export const CommentIdQuerySchema = z.object({ id: idParamSchema });

/** GET comment-like: `cid` is the comment id (reference name); sourceId/sourceType say where it lives. */
export const CommentLikeQuerySchema = z.object({
  cid: idParamSchema,
  toLike: queryBoolean,
  sourceId: z.coerce.number().int().optional(),
  sourceType: z.enum(['Discussion', 'Contest']).optional(),
});

/** POST reply: `toUid` is checked to be in the thread (the comment author or a replier), else the comment author. */
export const ReplyCreateSchema = z.object({
  commentId: idParamSchema,
  content: commentText,
  toUid: z.string().uuid().nullish(),
  /** Contest id of a clarification (reference client sends it); the server reads the comment's own. */
  cid: contextIdSchema,
});

/** GET reply: every reply of a comment. */
export const ReplyListQuerySchema = z.object({ commentId: idParamSchema, cid: contextIdSchema });
