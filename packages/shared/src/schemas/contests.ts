// Contest schemas (spec 001 §2–§7, 002 §2.12 and §5 "contest form"; reference §5): the site's contest calls
// (list, info, access, registration, problems, boards) and their back office. Clarifications and group contests
// come with the discussions and groups issues.
import { z } from 'zod';
import { bodyBoolean, idParamSchema, paginationSchema, queryBoolean } from './common.ts';
import { MAX_KEYWORD_LENGTH } from '../constants/problems.ts';
import { ADMIN_LIST_PAGE_SIZE, ProblemSavePayloadSchema } from './admin-problems.ts';
import { accountRuleOf } from './contest-rules.ts';
import { ContestAuth, RANK_SHOW_NAMES, OI_RANK_SCORE_TYPES } from '../constants/contests.ts';

export const CONTEST_LIMITS = {
  /** Contest list page (spec 001 §9). */
  listPageSize: 10,
  titleMax: 255,
  descriptionMax: 65535,
  passwordMax: 100,
  displayIdMax: 20,
  displayTitleMax: 255,
  /** Star accounts and the account rule's extra names. */
  starAccountsMax: 1000,
  accountRuleMax: 20000,
  awardNameMax: 50,
  awardsMax: 20,
  /** Seal choices of the form (spec 001 §9), seconds before the end. */
  sealChoices: [1800, 3600] as const,
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

/** `contestID` as spec 001 §7 names it; `cid` (the first clients') as its alias. */
const contestIdAlias = (v: unknown): unknown =>
  v && typeof v === 'object' && 'contestID' in v && !('cid' in v) ? { ...v, cid: (v as { contestID: unknown }).contestID } : v;

/** GET contest-submissions (spec 001 §7); the problem is the contest's display id. */
export const ContestSubmissionListQuerySchema = z.preprocess(
  contestIdAlias,
  paginationSchema(15).extend({
    cid: cidSchema,
    onlyMine: omittable(queryBoolean).transform((v) => v ?? false),
    problemID: omittable(z.string().trim().max(CONTEST_LIMITS.displayIdMax)),
    username: omittable(z.string().trim().max(100)),
    status: omittable(z.coerce.number().int()),
  }),
);
export type ContestSubmissionListQuery = z.infer<typeof ContestSubmissionListQuerySchema>;

/** GET /api/admin/contest/get-contest-list. */
export const AdminContestListQuerySchema = paginationSchema(ADMIN_LIST_PAGE_SIZE).extend({ keyword: keywordSchema });

const colorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Contest_problem_color_invalid' });

/** One award level (reference §5.7): `num` is a percent of the non-star users (award type 1) or a count (2). */
export const AwardConfigSchema = z.object({
  priority: z.coerce.number({ error: 'Contest_award_invalid' }).int({ error: 'Contest_award_invalid' }).min(0),
  name: z
    .string({ error: 'Contest_award_invalid' })
    .trim()
    .min(1, { error: 'Contest_award_invalid' })
    .max(CONTEST_LIMITS.awardNameMax, { error: 'Contest_award_invalid' }),
  background: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Contest_award_invalid' }),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Contest_award_invalid' }),
  num: z.coerce.number({ error: 'Contest_award_invalid' }).int({ error: 'Contest_award_invalid' }).min(0).max(100000),
});
export type AwardConfig = z.infer<typeof AwardConfigSchema>;

/** Cross-field rules of the contest form: the schema below checks them on the server, the web form with the same functions. */
export const contestEndsAfterStart = (c: { startTime: string; endTime: string }): boolean =>
  Date.parse(c.endTime) > Date.parse(c.startTime);
export const contestPasswordGiven = (c: { auth: number; pwd?: string | null }): boolean => c.auth === ContestAuth.Public || !!c.pwd?.trim();
/** Sealing needs a seal time inside [start, end]. */
export const contestSealInside = (c: { sealRank: boolean; sealRankTime?: string | null; startTime: string; endTime: string }): boolean => {
  if (!c.sealRank) return true;
  const seal = c.sealRankTime ? Date.parse(c.sealRankTime) : NaN;
  return seal >= Date.parse(c.startTime) && seal <= Date.parse(c.endTime);
};
/** The first star account named twice, if any (spec 001 §5 Add_Star_User_Error). */
export const duplicateStar = (names: readonly string[]): string | undefined => {
  const seen = new Set<string>();
  return names.find((n) => seen.has(n.toLowerCase()) || !seen.add(n.toLowerCase()));
};

/** A flat body, or the older `{contest: {...}}` wrapping of it (the form's first clients). */
const unwrapContest = (v: unknown): unknown =>
  v && typeof v === 'object' && 'contest' in v && typeof (v as { contest: unknown }).contest === 'object'
    ? { ...(v as { contest: object }).contest, ...('id' in v ? { id: (v as { id: unknown }).id } : {}) }
    : v;

const contestFields = {
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
  type: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)], { error: 'Contest_type_invalid' })),
  auth: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Contest_auth_invalid' })),
  /** Required for private and protected contests; cleared for public ones. */
  pwd: z.string().max(CONTEST_LIMITS.passwordMax, { error: 'Contest_password_too_long' }).nullish(),
  startTime: z.iso.datetime({ offset: true, error: 'Contest_start_time_required' }),
  endTime: z.iso.datetime({ offset: true, error: 'Contest_end_time_required' }),
  /** Submissions stay open after the end (they do not count on the board unless asked). */
  allowEndSubmit: z.boolean().default(false),
  visible: z.boolean().default(true),
  sealRank: z.boolean().default(false),
  sealRankTime: z.iso.datetime({ offset: true, error: 'Contest_seal_time_invalid' }).nullish(),
  autoRealRank: z.boolean().default(true),
  openRank: z.boolean().default(false),
  openPrint: z.boolean().default(false),
  rankShowName: z.enum(RANK_SHOW_NAMES, { error: 'Contest_rank_show_name_invalid' }).default('username'),
  openAccountLimit: z.boolean().default(false),
  /** The tagged rule of reference §5.3 (see accountRuleOf / formatAccountRule). */
  accountLimitRule: z.string().max(CONTEST_LIMITS.accountRuleMax, { error: 'Contest_account_rule_invalid' }).nullish(),
  starAccount: z
    .array(z.string().trim().min(1).max(100), { error: 'Contest_star_invalid' })
    .max(CONTEST_LIMITS.starAccountsMax, { error: 'Contest_star_invalid' })
    .default([]),
  oiRankScoreType: z.enum(OI_RANK_SCORE_TYPES, { error: 'Contest_oi_rank_score_type_invalid' }).default('Recent'),
  awardType: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Contest_award_type_invalid' }))
    .default(0),
  awardConfigList: z.array(AwardConfigSchema).max(CONTEST_LIMITS.awardsMax, { error: 'Contest_award_invalid' }).default([]),
};

type ContestFields = z.infer<z.ZodObject<typeof contestFields>>;

const contestRules = <T extends z.ZodType<ContestFields>>(schema: T) =>
  schema
    .refine(contestEndsAfterStart, { error: 'Contest_time_check', path: ['endTime'] })
    .refine(contestPasswordGiven, { error: 'Contest_password_required', path: ['pwd'] })
    .refine(contestSealInside, { error: 'Contest_seal_time_invalid', path: ['sealRankTime'] })
    .refine((c) => duplicateStar(c.starAccount) === undefined, { error: 'Add_Star_User_Error', path: ['starAccount'] })
    .refine((c) => !c.openAccountLimit || accountRuleOf(c.accountLimitRule ?? '') !== null, {
      error: 'Contest_account_rule_invalid',
      path: ['accountLimitRule'],
    });

/** The back office's contest form (spec 002 §5 "Group contest form"; the site form is the same). */
export const ContestFormSchema = contestRules(z.object(contestFields));
export type ContestForm = z.infer<typeof ContestFormSchema>;

/** POST /api/admin/contest: the flat form (reference), or `{contest: form}`. */
export const ContestCreateSchema = z.preprocess(unwrapContest, ContestFormSchema);
/** PUT /api/admin/contest: the flat form plus the contest's id, or `{id, contest: form}`. */
export const ContestUpdateSchema = z.preprocess(unwrapContest, contestRules(z.object({ ...contestFields, id: idParamSchema })));
/** PUT /api/admin/contest/change-contest-visible. */
export const ContestVisibleSchema = z.object({ cid: idParamSchema, visible: z.boolean() });

/** GET /api/admin/contest/get-problem-list: queryExisted true lists the contest's problems, false the public
 * problems it does not have yet (the "add from public" picker). */
export const AdminContestProblemQuerySchema = paginationSchema(ADMIN_LIST_PAGE_SIZE).extend({
  cid: cidSchema,
  keyword: keywordSchema,
  queryExisted: omittable(queryBoolean).transform((v) => v ?? true),
});

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

/** Board page sizes (spec 001 §9); 30 by default. */
export const BOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;

/** POST get-contest-rank and get-contest-outside-scoreboard (spec 001 §7). concernedList: the uids pinned on top. */
export const ContestRankSchema = paginationSchema(30).extend({
  cid: cidSchema,
  forceRefresh: bodyBoolean.default(false),
  removeStar: bodyBoolean.default(false),
  containsEnd: bodyBoolean.default(false),
  concernedList: z
    .array(z.string().max(64))
    .max(CONTEST_LIMITS.starAccountsMax)
    .nullish()
    .transform((v) => v ?? []),
  keyword: keywordSchema,
});
export type ContestRankQuery = z.infer<typeof ContestRankSchema>;

/** GET /api/file/download-contest-rank: the board as an xlsx (contest admins). */
export const ContestRankExportQuerySchema = z.object({
  cid: cidSchema,
  forceRefresh: omittable(queryBoolean).transform((v) => v ?? false),
  removeStar: omittable(queryBoolean).transform((v) => v ?? false),
  containsEnd: omittable(queryBoolean).transform((v) => v ?? false),
});
export type ContestRankExportQuery = z.infer<typeof ContestRankExportQuerySchema>;

/** GET /api/file/download-contest-ac-submission: the accepted (OI: scored) code as a zip, by user or by problem. */
export const ContestAcSubmissionQuerySchema = z.object({
  cid: cidSchema,
  excludeAdmin: omittable(queryBoolean).transform((v) => v ?? false),
  splitType: z.enum(['user', 'problem'], { error: 'Contest_split_type_invalid' }).default('user'),
});
export type ContestAcSubmissionQuery = z.infer<typeof ContestAcSubmissionQuerySchema>;

/** POST /api/admin/contest/problem: a new contest-only problem made inside the contest, under a display id there
 * (the problem's own id when absent). */
export const ContestProblemCreateSchema = ProblemSavePayloadSchema.extend({ cid: idParamSchema, displayId: displayIdSchema.optional() });
export type ContestProblemCreate = z.infer<typeof ContestProblemCreateSchema>;
