// Contest helper schemas (spec 001 §3, §5, §7, §9; reference §5.8, §14.10): contest announcements (the contest
// tab, the unread notices and the back office), print requests, the ACM AC info (balloons) and rejudging a
// contest problem.
import { z } from 'zod';
import { idParamSchema, paginationSchema } from './common.ts';
import { ADMIN_LIST_PAGE_SIZE } from './admin-problems.ts';

export const CONTEST_HELPER_LIMITS = {
  /** Page sizes (spec 001 §9). */
  announcementPageSize: 5,
  acInfoPageSize: 20,
  printPageSize: 15,
  /** Print text: at least 50 characters (spec 001 §5), at most 64 KB (UTF-8) (reference §14.10). */
  printMinLength: 50,
  printMaxBytes: 64 * 1024,
  /** One print request per user every 30 s (reference §5.8). */
  printIntervalSeconds: 30,
  announcementTitleMax: 255,
  announcementContentMax: 65535,
  /** Read ids the client may send back (its local memory). */
  readIdsMax: 1000,
} as const;

const cidSchema = z.coerce
  .number({ error: 'Contest_id_required' })
  .int({ error: 'Contest_id_required' })
  .positive({ error: 'Contest_id_required' });

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** GET get-contest-announcement. */
export const ContestAnnouncementListQuerySchema = paginationSchema(CONTEST_HELPER_LIMITS.announcementPageSize).extend({ cid: cidSchema });

/** POST get-contest-not-read-announcement: the ids the client has already shown. */
export const ContestNotReadAnnouncementSchema = z.object({
  cid: cidSchema,
  readAnnouncementList: z.array(z.coerce.number().int()).max(CONTEST_HELPER_LIMITS.readIdsMax).default([]),
});

/** GET get-contest-ac-info. */
export const ContestAcInfoQuerySchema = paginationSchema(CONTEST_HELPER_LIMITS.acInfoPageSize).extend({ cid: cidSchema });

/** PUT check-contest-ac-info: `id` is the submission of the first AC. */
export const CheckContestAcInfoSchema = z.object({ id: idParamSchema, checked: z.boolean(), cid: cidSchema });

/** Print text rules, shared by the form and the server. */
export const printContentSchema = z
  .string({ error: 'Contest_print_content_empty' })
  .refine((text) => text.trim().length > 0, { error: 'Contest_print_content_empty', abort: true })
  .refine((text) => text.length >= CONTEST_HELPER_LIMITS.printMinLength, { error: 'Contest_print_content_too_short', abort: true })
  .refine((text) => utf8Bytes(text) <= CONTEST_HELPER_LIMITS.printMaxBytes, { error: 'Contest_print_content_too_long' });

/** POST submit-print-text. */
export const SubmitPrintSchema = z.object({ cid: cidSchema, content: printContentSchema });
export type SubmitPrintRequest = z.infer<typeof SubmitPrintSchema>;

/** GET get-contest-print. */
export const ContestPrintListQuerySchema = paginationSchema(CONTEST_HELPER_LIMITS.printPageSize).extend({ cid: cidSchema });

/** PUT check-contest-print-status. */
export const CheckContestPrintSchema = z.object({ id: idParamSchema, cid: cidSchema });

/** GET /api/file/download-contest-print-text. */
export const ContestPrintIdQuerySchema = z.object({ id: idParamSchema });

/** GET /api/admin/judge/rejudge-contest-problem. */
export const RejudgeContestProblemQuerySchema = z.object({ pid: idParamSchema, cid: cidSchema });

const announcementFields = {
  title: z
    .string({ error: 'Contest_announcement_title_required' })
    .trim()
    .min(1, { error: 'Contest_announcement_title_required' })
    .max(CONTEST_HELPER_LIMITS.announcementTitleMax, { error: 'Contest_announcement_title_too_long' }),
  content: z
    .string({ error: 'Contest_announcement_content_required' })
    .trim()
    .min(1, { error: 'Contest_announcement_content_required' })
    .max(CONTEST_HELPER_LIMITS.announcementContentMax, { error: 'Contest_announcement_content_too_long' }),
};
export const ContestAnnouncementFormSchema = z.object(announcementFields);
export type ContestAnnouncementForm = z.infer<typeof ContestAnnouncementFormSchema>;

/** GET /api/admin/contest/announcement. */
export const AdminContestAnnouncementQuerySchema = paginationSchema(ADMIN_LIST_PAGE_SIZE).extend({ cid: cidSchema });

/** POST /api/admin/contest/announcement. */
export const ContestAnnouncementCreateSchema = z.object({ announcement: ContestAnnouncementFormSchema, cid: cidSchema });

/** PUT /api/admin/contest/announcement. */
export const ContestAnnouncementUpdateSchema = z.object({
  announcement: z.object({ ...announcementFields, id: idParamSchema }),
  cid: cidSchema,
});

/** DELETE /api/admin/contest/announcement. */
export const ContestAnnouncementIdQuerySchema = z.object({ aid: idParamSchema });
