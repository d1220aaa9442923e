// Message centre schemas (spec 002 §2.9, §7; reference §9): the five lists, cleaning, and the back office's notices.
import { z } from 'zod';
import { idParamSchema, paginationSchema } from './common.ts';

export const MESSAGE_LIMITS = {
  /** Page sizes (spec 002 §9): discussion, reply and like lists 6; system and mine 8. */
  pageSize: 6,
  sysPageSize: 8,
  /** Quoted source text kept in a message (reference: 200 characters then "..."). */
  quoteMax: 200,
  noticeTitleMax: 255,
  noticeContentMax: 65535,
  /** Users written per statement when a notice to all users fans out in the background. */
  fanOutBatch: 2000,
} as const;

/** The five kinds as the client names them in msg/clean. */
export const MESSAGE_TYPES = ['Discuss', 'Reply', 'Like', 'Sys', 'Mine'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MessageListQuerySchema = paginationSchema(MESSAGE_LIMITS.pageSize);
export const SysMessageListQuerySchema = paginationSchema(MESSAGE_LIMITS.sysPageSize);

/** DELETE msg/clean: one message (id) or all of the type. */
export const MessageCleanQuerySchema = z.object({
  type: z.enum(MESSAGE_TYPES, { error: 'Message_type_invalid' }),
  id: idParamSchema.optional(),
});

/** Back office notice (POST/PUT /api/admin/msg/notice): to every user (All) or one user by username (Single). */
export const AdminNoticeSchema = z.object({
  id: idParamSchema.optional(),
  title: z.string({ error: 'Notice_title_required' }).trim().min(1, { error: 'Notice_title_required' }).max(MESSAGE_LIMITS.noticeTitleMax),
  content: z.string({ error: 'Notice_content_required' }).min(1, { error: 'Notice_content_required' }).max(MESSAGE_LIMITS.noticeContentMax),
  type: z.enum(['All', 'Single'], { error: 'Notice_type_invalid' }),
  /** Username of the one recipient (Single). */
  recipient: z.string().trim().nullish(),
});
export type AdminNoticeRequest = z.input<typeof AdminNoticeSchema>;

export const AdminNoticeListQuerySchema = paginationSchema(10).extend({ type: z.enum(['All', 'Single']).optional() });
