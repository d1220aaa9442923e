// Contest schemas (spec 001 §2–§7, 002 §2.12 and §5 "contest form"; reference §5): the site's contest calls
// (list, info, access, registration, problems) and their back office. Scoreboards, announcements, prints,
// clarifications and group contests come later.
import { z } from 'zod';
import { idParamSchema, paginationSchema, queryBoolean } from './common.ts';
import { MAX_KEYWORD_LENGTH } from './problems.ts';
import { ADMIN_LIST_PAGE_SIZE } from './admin-problems.ts';

export const ContestType = { ACM: 0, OI: 1 } as const;
export const ContestAuth = { Public: 0, Private: 1, Protected: 2 } as const;
export const ContestStatus = { Scheduled: -1, Running: 0, Ended: 1 } as const;
export type ContestTypeCode = (typeof ContestType)[keyof typeof ContestType];
export type ContestAuthCode = (typeof ContestAuth)[keyof typeof ContestAuth];
export type ContestStatusCode = (typeof ContestStatus)[keyof typeof ContestStatus];

export const CONTEST_LIMITS = {
  /** Contest list page (spec 001 §9). */
  listPageSize: 10,
  titleMax: 255,
  descriptionMax: 65535,
  passwordMax: 100,
  displayIdMax: 20,
  displayTitleMax: 255,
} as const;

/** Clients send empty filters as `key=`; they mean "no filter". */
const omittable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const cidSchema = z.coerce
  .number({ error: 'Contest_id_required' })
  .int({ error: 'Contest_id_required' })
  .positive({ error: 'Contest_id_required' });
const keywordSchema = omittable(z.string().trim().max(MAX_KEYWORD_LENGTH, { error: 'Contest_keyword_too_long' }));
const displayIdSchema = z
  .string({ error: 'Contest_display_id_required' })
  .trim()
  .min(1, { error: 'Contest_display_id_required' })
  .max(CONTEST_LIMITS.displayIdMax, { error: 'Contest_display_id_too_long' });

/** GET get-contest-list. */
export const ContestListQuerySchema = paginationSchema(CONTEST_LIMITS.listPageSize).extend({
  keyword: keywordSchema,
  status: omittable(
    z.coerce
      .number({ error: 'Contest_status_invalid' })
      .pipe(z.union([z.literal(-1), z.literal(0), z.literal(1)], { error: 'Contest_status_invalid' })),
  ),
  type: omittable(
    z.coerce.number({ error: 'Contest_type_invalid' }).pipe(z.union([z.literal(0), z.literal(1)], { error: 'Contest_type_invalid' })),
  ),
});
export type ContestListQuery = z.infer<typeof ContestListQuerySchema>;

/** get-contest-info, get-contest-access. */
export const ContestIdQuerySchema = z.object({ cid: cidSchema });

/** get-contest-problem: containsEnd also counts submissions made after the end. */
export const ContestProblemListQuerySchema = z.object({
  cid: cidSchema,
  containsEnd: omittable(queryBoolean).transform((v) => v ?? false),
});

/** get-contest-problem-details: the problem by its display id in the contest. */
export const ContestProblemDetailQuerySchema = z.object({
  cid: cidSchema,
  displayId: displayIdSchema,
  containsEnd: omittable(queryBoolean).transform((v) => v ?? false),
});

/** POST register-contest: the password of a private or protected contest. */
export const RegisterContestSchema = z.object({
  cid: cidSchema,
  password: z
    .string({ error: 'Contest_password_required' })
    .min(1, { error: 'Contest_password_required' })
    .max(CONTEST_LIMITS.passwordMax, { error: 'Contest_password_wrong' }),
});

/** GET contest-submissions (spec 001 §7); the problem is the contest's display id. */
export const ContestSubmissionListQuerySchema = paginationSchema(15).extend({
  cid: cidSchema,
  onlyMine: omittable(queryBoolean).transform((v) => v ?? false),
  problemID: omittable(z.string().trim().max(CONTEST_LIMITS.displayIdMax)),
  username: omittable(z.string().trim().max(100)),
  status: omittable(z.coerce.number().int()),
});
export type ContestSubmissionListQuery = z.infer<typeof ContestSubmissionListQuerySchema>;

/** GET /api/admin/contest/get-contest-list. */
export const AdminContestListQuerySchema = paginationSchema(ADMIN_LIST_PAGE_SIZE).extend({ keyword: keywordSchema });

/** Cross-field rules of the contest form: the schema below checks them on the server, the web form with the same functions. */
export const contestEndsAfterStart = (c: { startTime: string; endTime: string }): boolean =>
  Date.parse(c.endTime) > Date.parse(c.startTime);
export const contestPasswordGiven = (c: { auth: number; pwd?: string | null }): boolean => c.auth === ContestAuth.Public || !!c.pwd?.trim();

/** The back office's contest form (spec 002 §5 "Group contest form"; the site form is the same). */
export const ContestFormSchema = z
  .object({
    title: z
      .string({ error: 'Contest_title_required' })
      .trim()
      .min(1, { error: 'Contest_title_required' })
      .max(CONTEST_LIMITS.titleMax, { error: 'Contest_title_too_long' }),
    description: z
      .string({ error: 'Contest_description_required' })
      .trim()
      .min(1, { error: 'Contest_description_required' })
      .max(CONTEST_LIMITS.descriptionMax, { error: 'Contest_description_too_long' }),
    type: z.union([z.literal(0), z.literal(1)], { error: 'Contest_type_invalid' }),
    auth: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Contest_auth_invalid' }),
    /** Required for private and protected contests; cleared for public ones. */
    pwd: z.string().max(CONTEST_LIMITS.passwordMax, { error: 'Contest_password_too_long' }).nullish(),
    startTime: z.iso.datetime({ offset: true, error: 'Contest_start_time_required' }),
    endTime: z.iso.datetime({ offset: true, error: 'Contest_end_time_required' }),
    /** Submissions stay open after the end (they do not count on the board). */
    allowEndSubmit: z.boolean().default(false),
    visible: z.boolean().default(true),
  })
  .refine(contestEndsAfterStart, { error: 'Contest_time_check', path: ['endTime'] })
  .refine(contestPasswordGiven, { error: 'Contest_password_required', path: ['pwd'] });
export type ContestForm = z.infer<typeof ContestFormSchema>;

/** POST /api/admin/contest. */
export const ContestCreateSchema = z.object({ contest: ContestFormSchema });
/** PUT /api/admin/contest: the form plus the contest's id. */
export const ContestUpdateSchema = z.object({ id: idParamSchema, contest: ContestFormSchema });
/** PUT /api/admin/contest/change-contest-visible. */
export const ContestVisibleSchema = z.object({ cid: idParamSchema, visible: z.boolean() });

/** GET /api/admin/contest/get-problem-list: queryExisted true lists the contest's problems, false the public
 * problems it does not have yet (the "add from public" picker). */
export const AdminContestProblemQuerySchema = paginationSchema(ADMIN_LIST_PAGE_SIZE).extend({
  cid: cidSchema,
  keyword: keywordSchema,
  queryExisted: omittable(queryBoolean).transform((v) => v ?? true),
});

const colorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Contest_problem_color_invalid' });

/** POST /api/admin/contest/add-problem-from-public. */
export const ContestAddProblemSchema = z.object({ cid: idParamSchema, pid: idParamSchema, displayId: displayIdSchema });
/** PUT /api/admin/contest/contest-problem: display id, display title and balloon colour. */
export const ContestProblemUpdateSchema = z.object({
  cid: idParamSchema,
  pid: idParamSchema,
  displayId: displayIdSchema,
  displayTitle: z
    .string({ error: 'Contest_display_title_required' })
    .trim()
    .min(1, { error: 'Contest_display_title_required' })
    .max(CONTEST_LIMITS.displayTitleMax, { error: 'Contest_display_title_too_long' }),
  color: colorSchema.nullish(),
});
/** DELETE /api/admin/contest/contest-problem. */
export const ContestProblemKeySchema = z.object({ cid: cidSchema, pid: z.coerce.number().int().positive() });
