// Back-office site schemas (spec 002 §2.12, §3, §9; reference §10): the site's announcements (root) and the home
// carousel's images (root).
import { z } from 'zod';
import { idParamSchema, paginationSchema } from './common.ts';
import { ADMIN_LIST_PAGE_SIZE } from './admin-problems.ts';
import { GROUP_ANNOUNCEMENT_LIMITS, GroupAnnouncementFormSchema } from './group-announcements.ts';

export const ADMIN_ANNOUNCEMENT_LIMITS = {
  /** Ten a page in the back office (spec 002 §9). */
  pageSize: ADMIN_LIST_PAGE_SIZE,
  titleMax: GROUP_ANNOUNCEMENT_LIMITS.titleMax,
  contentMax: GROUP_ANNOUNCEMENT_LIMITS.contentMax,
} as const;

/** GET /api/admin/announcement: every site announcement, hidden ones too, newest first. */
export const AdminAnnouncementListQuerySchema = paginationSchema(ADMIN_ANNOUNCEMENT_LIMITS.pageSize);

/**
 * POST /api/admin/announcement. A site announcement has a group announcement's fields and rules (title ≤ 255,
 * content ≤ 65535, status 0 visible or 1 hidden), with the same translated messages.
 */
export const AdminAnnouncementFormSchema = GroupAnnouncementFormSchema;
export type AdminAnnouncementForm = z.infer<typeof AdminAnnouncementFormSchema>;

/** PUT /api/admin/announcement. */
export const AdminAnnouncementUpdateSchema = AdminAnnouncementFormSchema.extend({ id: idParamSchema });

/** DELETE /api/admin/announcement?aid= (HOJ's name; id is accepted too). */
export const AdminAnnouncementIdQuerySchema = z
  .object({ aid: idParamSchema.optional(), id: idParamSchema.optional() })
  .transform((query, ctx) => {
    const aid = query.aid ?? query.id;
    if (aid === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Announcement_id_required' });
      return z.NEVER;
    }
    return { aid };
  });

export const CAROUSEL_LIMITS = {
  /** The image may be at most 4 MiB. */
  imageMaxBytes: 4 * 1024 * 1024,
  /** File name extensions accepted (HOJ's list without svg: an SVG can carry script, so it is refused). */
  extensions: ['jpg', 'jpeg', 'jfif', 'png', 'gif', 'webp'],
} as const;

/** DELETE /api/admin/home-carousel?id= */
export const CarouselIdQuerySchema = z.object({ id: idParamSchema });
