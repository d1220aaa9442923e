// Training schemas (spec 002 §2.10, §3 "Training / chapter", §5, §7 "Trainings"; reference §7): the site-wide
// training calls and their back office. Chapters, personal and group trainings, favourites and likes come later.
import { z } from 'zod';
import { idParamSchema, paginationSchema, queryBoolean } from './common.ts';
import { MAX_KEYWORD_LENGTH } from '../constants/problems.ts';
import { ADMIN_LIST_PAGE_SIZE } from './admin-problems.ts';

export const TRAINING_AUTHS = ['Public', 'Private'] as const;
export type TrainingAuth = (typeof TRAINING_AUTHS)[number];

/** Who made a training: the back office (site or group), a user (personal), or it is a chapter of another. */
export const TRAINING_SOURCES = ['official', 'personal', 'chapter'] as const;
export type TrainingSource = (typeof TRAINING_SOURCES)[number];

export const TRAINING_LIMITS = {
  /** Training list page (spec 002 §9). */
  listPageSize: 15,
  /** Training rank page (spec 002 §9). */
  rankPageSize: 30,
  rankMin: 0,
  rankMax: 2147483647,
  rankDefault: 1000,
  titleMax: 255,
  descriptionMax: 65535,
  passwordMax: 100,
  categoryNameMax: 50,
  /** Chapter list page (spec 002 §9). */
  chapterListPageSize: 15,
  /** Personal trainings a user may own (spec 002 §9; admins unlimited). */
  personalMax: 20,
  /** Personal training list page (spec 002 §9). */
  personalListPageSize: 5,
} as const;

/** Clients send empty filters as `key=`; they mean "no filter". */
const omittable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const keywordSchema = omittable(z.string().trim().max(MAX_KEYWORD_LENGTH, { error: 'Training_keyword_too_long' }));
const tidSchema = z.coerce
  .number({ error: 'Training_id_required' })
  .int({ error: 'Training_id_required' })
  .positive({ error: 'Training_id_required' });

/** GET get-training-list. */
export const TrainingListQuerySchema = paginationSchema(TRAINING_LIMITS.listPageSize).extend({
  keyword: keywordSchema,
  categoryId: omittable(idParamSchema),
  auth: omittable(z.enum(TRAINING_AUTHS, { error: 'Training_auth_invalid' })),
  /** official (the back office's) or personal (users' shared ones); none for both; any other source lists nothing. */
  source: omittable(z.string().trim().max(20)),
  /** Only the caller's favourites (logged in). */
  onlyFavorite: omittable(queryBoolean),
});
export type TrainingListQuery = z.infer<typeof TrainingListQuerySchema>;

/** get-training-detail, get-training-access, get-training-problem-list. */
export const TrainingIdQuerySchema = z.object({ tid: tidSchema });

/** GET get-training-rank: the keyword matches a username, nickname or (for the training's admins) real name. */
export const TrainingRankQuerySchema = paginationSchema(TRAINING_LIMITS.rankPageSize).extend({ tid: tidSchema, keyword: keywordSchema });
export type TrainingRankQuery = z.infer<typeof TrainingRankQuerySchema>;

/** GET get-training-chapter-list: the training's chapters in order (15 a page). */
export const TrainingChapterListQuerySchema = paginationSchema(TRAINING_LIMITS.chapterListPageSize).extend({ tid: tidSchema });

/** GET get-training-chapter-rank (30 a page): the keyword as in get-training-rank. */
export const TrainingChapterRankQuerySchema = paginationSchema(TRAINING_LIMITS.rankPageSize).extend({
  tid: tidSchema,
  keyword: keywordSchema,
});
export type TrainingChapterRankQuery = z.infer<typeof TrainingChapterRankQuerySchema>;

/** GET /api/admin/training/get-chapter-list and /api/group/get-admin-chapter-list (with gid): a training's chapters,
 * hidden ones too (10 a page). */
export const AdminChapterListQuerySchema = paginationSchema(ADMIN_LIST_PAGE_SIZE).extend({
  trainingId: tidSchema,
  keyword: keywordSchema,
});

/** POST register-training. */
export const RegisterTrainingSchema = z.object({
  tid: tidSchema,
  password: z
    .string({ error: 'Training_password_required' })
    .min(1, { error: 'Training_password_required' })
    .max(TRAINING_LIMITS.passwordMax, { error: 'Training_password_wrong' }),
});

/** GET /api/admin/training/get-training-list. */
export const AdminTrainingListQuerySchema = paginationSchema(ADMIN_LIST_PAGE_SIZE).extend({ keyword: keywordSchema });

/** The training form's cross-field rule (server schema and web form): a private training needs its password. */
export const trainingPasswordGiven = (t: { auth: string; privatePwd?: string | null }): boolean =>
  t.auth === 'Public' || !!t.privatePwd?.trim();

/** The back office's training form (spec 002 §5 "Training and chapter form"). */
export const TrainingFormSchema = z
  .object({
    rank: z
      .number({ error: 'Training_rank_invalid' })
      .int({ error: 'Training_rank_invalid' })
      .min(TRAINING_LIMITS.rankMin, { error: 'Training_rank_invalid' })
      .max(TRAINING_LIMITS.rankMax, { error: 'Training_rank_invalid' })
      .default(TRAINING_LIMITS.rankDefault),
    title: z
      .string({ error: 'Training_title_required' })
      .trim()
      .min(1, { error: 'Training_title_required' })
      .max(TRAINING_LIMITS.titleMax, { error: 'Training_title_too_long' }),
    description: z
      .string({ error: 'Training_description_required' })
      .trim()
      .min(1, { error: 'Training_description_required' })
      .max(TRAINING_LIMITS.descriptionMax, { error: 'Training_description_too_long' }),
    auth: z.enum(TRAINING_AUTHS, { error: 'Training_auth_invalid' }),
    /** Required when auth is Private; ignored (cleared) for Public. */
    privatePwd: z.string().max(TRAINING_LIMITS.passwordMax, { error: 'Training_password_too_long' }).nullish(),
    /** Visible on the site. */
    status: z.boolean().default(true),
    categoryId: idParamSchema.nullish(),
    /** Split into chapters; set when created, fixed afterwards (ignored on update). */
    hasChapter: z.boolean().default(false),
    /** Creates a chapter of that training (ignored on update). */
    parentId: idParamSchema.nullish(),
  })
  .refine(trainingPasswordGiven, { error: 'Training_password_required', path: ['privatePwd'] });
export type TrainingForm = z.infer<typeof TrainingFormSchema>;

/** PUT /api/admin/training: the form plus the training's id. */
export const TrainingUpdateSchema = z.object({ id: idParamSchema, training: TrainingFormSchema });
/** POST /api/admin/training. */
export const TrainingCreateSchema = z.object({ training: TrainingFormSchema });

/** PUT /api/admin/training/change-training-status. */
export const TrainingStatusSchema = z.object({ tid: idParamSchema, status: z.boolean() });

/** GET /api/admin/training/get-problem-list: queryExisted true lists the training's problems, false the public
 * problems it does not have yet (the "add from public" picker). */
export const AdminTrainingProblemQuerySchema = paginationSchema(ADMIN_LIST_PAGE_SIZE).extend({
  tid: tidSchema,
  keyword: keywordSchema,
  queryExisted: omittable(queryBoolean).transform((v) => v ?? true),
});

/** POST /api/admin/training/add-problem-from-public. */
export const TrainingAddProblemSchema = z.object({ tid: idParamSchema, pid: idParamSchema });
/** PUT /api/admin/training/problem: a problem's place in the training. */
export const TrainingProblemRankSchema = z.object({
  tid: idParamSchema,
  pid: idParamSchema,
  rank: z
    .number({ error: 'Training_rank_invalid' })
    .int({ error: 'Training_rank_invalid' })
    .min(TRAINING_LIMITS.rankMin, { error: 'Training_rank_invalid' })
    .max(TRAINING_LIMITS.rankMax, { error: 'Training_rank_invalid' }),
});
/** DELETE /api/admin/training/problem. */
export const TrainingProblemKeySchema = z.object({ tid: tidSchema, pid: z.coerce.number().int().positive() });

/** Training categories (root and problem admins). */
export const TrainingCategoryFormSchema = z.object({
  name: z
    .string({ error: 'Training_category_name_required' })
    .trim()
    .min(1, { error: 'Training_category_name_required' })
    .max(TRAINING_LIMITS.categoryNameMax, { error: 'Training_category_name_too_long' }),
  color: z
    .string({ error: 'Training_category_color_invalid' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Training_category_color_invalid' }),
});
export const TrainingCategoryUpdateSchema = TrainingCategoryFormSchema.extend({ id: idParamSchema });
export const TrainingCategoryIdQuerySchema = z.object({ id: z.coerce.number().int().positive() });
