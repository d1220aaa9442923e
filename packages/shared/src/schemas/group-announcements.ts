// Group announcement schemas (spec 002 §2.1 "Group home", §2.6, §6, §7 "Group announcements"; reference §8): the
// members' list of visible announcements, the group admins' list with the hidden ones, and the create and edit forms.
import { z } from 'zod';
import { idParamSchema, paginationSchema } from './common.ts';
import { CONTEST_HELPER_LIMITS } from './contest-helpers.ts';
import { GroupIdQuerySchema } from './groups.ts';

export const GROUP_ANNOUNCEMENT_LIMITS = {
  /** The group home shows five a page; the lists default to ten. */
  homePageSize: 5,
  pageSize: 10,
  titleMax: CONTEST_HELPER_LIMITS.announcementTitleMax,
  contentMax: CONTEST_HELPER_LIMITS.announcementContentMax,
} as const;

/** 0 visible to the members, 1 hidden (group admins only). */
export const GroupAnnouncementStatus = { Visible: 0, Hidden: 1 } as const;

const L = GROUP_ANNOUNCEMENT_LIMITS;

/** GET get-announcement-list and get-admin-announcement-list. */
export const GroupAnnouncementListQuerySchema = paginationSchema(L.pageSize).extend(GroupIdQuerySchema.shape);

const formFields = {
  title: z
    .string({ error: 'Group_announcement_title_required' })
    .trim()
    .min(1, { error: 'Group_announcement_title_required' })
    .max(L.titleMax, { error: 'Group_announcement_title_too_long' }),
  content: z
    .string({ error: 'Group_announcement_content_required' })
    .trim()
    .min(1, { error: 'Group_announcement_content_required' })
    .max(L.contentMax, { error: 'Group_announcement_content_too_long' }),
  status: z.union([z.literal(0), z.literal(1)], { error: 'Group_announcement_status_invalid' }).default(0),
};

export const GroupAnnouncementFormSchema = z.object(formFields);
export type GroupAnnouncementForm = z.infer<typeof GroupAnnouncementFormSchema>;

/** POST /api/group/announcement. */
export const GroupAnnouncementCreateSchema = GroupAnnouncementFormSchema.extend({ gid: idParamSchema });

/** PUT /api/group/announcement. */
export const GroupAnnouncementUpdateSchema = GroupAnnouncementFormSchema.extend({ id: idParamSchema });

/** DELETE /api/group/announcement. */
export const GroupAnnouncementIdQuerySchema = z.object({ aid: idParamSchema });
