// Problem administration schemas (docs/api-problems.md "Problem administration"; spec 002 §5 "Group problem
// form", reference §4): the save payload, the admin list, auth changes, the zip upload, tags and classifications.
// Field shapes and limits live here; rules between fields (file IO names, cases per mode, scores, groups,
// checker code, languages, templates, duplicate tags) are checked by the server's save service.
import { z } from 'zod';
import { ProblemAuth } from '../constants/problems.ts';
import { paginationSchema } from './common.ts';
import { DIFFICULTY_MAX, MAX_KEYWORD_LENGTH } from '../constants/problems.ts';

export const PROBLEM_FORM_LIMITS = {
  displayIdMax: 50,
  titleMax: 255,
  textMax: 65535,
  /** Checker and interactor sources: testlib.h included inline (FPS imports) is about 140 000 characters. */
  checkerCodeMax: 262_144,
  timeLimitMin: 1,
  timeLimitMax: 30000,
  memoryLimitMin: 1,
  memoryLimitMax: 1024,
  stackLimitMin: 1,
  stackLimitMax: 1024,
  examplesMax: 2,
  fileNameMax: 100,
  extraFilesMax: 20,
  tagNameMax: 100,
  casesMax: 1000,
  /** A typed-in case's input or output, characters. */
  caseTextMax: 1_048_576,
  tagsMax: 50,
} as const;

/** Admin lists (problems) default to 10 rows (spec 002 §9). */
export const ADMIN_LIST_PAGE_SIZE = 10;

export const JUDGE_MODES = ['default', 'spj', 'interactive'] as const;
export const JUDGE_CASE_MODES = ['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error'] as const;
export const SUBTASK_CASE_MODES: readonly string[] = ['subtask_lowest', 'subtask_average'];
/** auth values the problem form may set: 1 public, 2 private, 3 contest (4 belongs to groups). */
export const ADMIN_PROBLEM_AUTHS = [ProblemAuth.Public, ProblemAuth.Hidden, ProblemAuth.ContestOnly] as const;

const L = PROBLEM_FORM_LIMITS;

/** Blank optional values from forms (`''`, null) mean "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const text = (max: number, key: string) => z.string({ error: key }).max(max, { error: key });
const longText = (key: string) => text(L.textMax, key).default('');

/** A file name for file IO and extra files: one plain name, no folders. */
export const plainFileNameSchema = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .max(L.fileNameMax, { error: key })
    .regex(/^(?!\.{1,2}$)[A-Za-z0-9._-]+$/, { error: key });

const limitNumber = (min: number, max: number, key: string, fallback: number) =>
  z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }).default(fallback);

/** Extra files: {name: content}, sent as an object or as its JSON text (spec 002 §3); null or '' for none. */
const extraFilesSchema = z.preprocess(
  (value) => {
    if (value === '' || value === null || value === undefined) return null;
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .record(plainFileNameSchema('Admin_problem_extra_file_invalid'), z.string({ error: 'Admin_problem_extra_file_invalid' }), {
      error: 'Admin_problem_extra_file_invalid',
    })
    .refine((files) => Object.keys(files).length <= L.extraFilesMax, { error: 'Admin_problem_extra_file_invalid' })
    .nullable(),
);

/** `<input>…</input><output>…</output>` pairs; at most 2 examples. */
export const countExamples = (examples: string) => examples.match(/<input>/g)?.length ?? 0;

export const ProblemFieldsSchema = z.object({
  /** Set when updating. */
  id: z.coerce.number().int().positive().optional(),
  /** Display id; blank → `P<id>`. Upper-cased and unique. */
  problemId: z
    .string({ error: 'Admin_problem_display_id_required' })
    .trim()
    .max(L.displayIdMax, { error: 'Admin_problem_display_id_too_long' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'Admin_problem_display_id_invalid' }),
  title: z
    .string({ error: 'Admin_problem_title_required' })
    .trim()
    .min(1, { error: 'Admin_problem_title_required' })
    .max(L.titleMax, { error: 'Admin_problem_title_too_long' }),
  description: longText('Admin_problem_text_too_long'),
  input: longText('Admin_problem_text_too_long'),
  output: longText('Admin_problem_text_too_long'),
  examples: longText('Admin_problem_text_too_long').refine((e) => countExamples(e) <= L.examplesMax, {
    error: 'Admin_problem_examples_too_many',
  }),
  hint: longText('Admin_problem_text_too_long'),
  source: longText('Admin_problem_text_too_long'),
  difficulty: z
    .number({ error: 'Admin_problem_difficulty_invalid' })
    .int({ error: 'Admin_problem_difficulty_invalid' })
    .min(0, { error: 'Admin_problem_difficulty_invalid' })
    .max(DIFFICULTY_MAX, { error: 'Admin_problem_difficulty_invalid' })
    .default(0),
  /** 0 ACM, 1 OI. */
  type: z.union([z.literal(0), z.literal(1)], { error: 'Admin_problem_type_invalid' }).default(0),
  auth: z
    .union(
      ADMIN_PROBLEM_AUTHS.map((a) => z.literal(a)),
      { error: 'Admin_problem_auth_invalid' },
    )
    .default(1),
  codeShare: z.boolean().default(true),
  openCaseResult: z.boolean().default(true),
  isRemoveEndBlank: z.boolean().default(true),
  /** Optional here: the top-level judgeMode decides; when both are sent they must agree. */
  judgeMode: z.enum(JUDGE_MODES, { error: 'Admin_problem_judge_mode_invalid' }).optional(),
  judgeCaseMode: z.enum(JUDGE_CASE_MODES, { error: 'Admin_problem_case_mode_invalid' }).default('default'),
  isFileIO: z.boolean().default(false),
  ioReadFileName: z.preprocess(blankToUndefined, plainFileNameSchema('Admin_problem_file_io_name_invalid').optional()),
  ioWriteFileName: z.preprocess(blankToUndefined, plainFileNameSchema('Admin_problem_file_io_name_invalid').optional()),
  timeLimit: limitNumber(L.timeLimitMin, L.timeLimitMax, 'Admin_problem_time_limit_invalid', 1000),
  memoryLimit: limitNumber(L.memoryLimitMin, L.memoryLimitMax, 'Admin_problem_memory_limit_invalid', 256),
  stackLimit: limitNumber(L.stackLimitMin, L.stackLimitMax, 'Admin_problem_stack_limit_invalid', 128),
  userExtraFile: extraFilesSchema.default(null),
  judgeExtraFile: extraFilesSchema.default(null),
  spjCode: z.preprocess(blankToUndefined, text(L.checkerCodeMax, 'Admin_problem_spj_code_too_long').optional()),
  /** Language name or key of spjCode (C or C++ family). */
  spjLanguage: z.preprocess(
    blankToUndefined,
    z.string({ error: 'Admin_problem_spj_language_invalid' }).max(50, { error: 'Admin_problem_spj_language_invalid' }).optional(),
  ),
});

const optionalScore = z.preprocess(blankToUndefined, z.number({ error: 'Admin_problem_case_score_invalid' }).optional());
const optionalGroup = z.preprocess(blankToUndefined, z.number({ error: 'Admin_problem_case_group_invalid' }).optional());

/**
 * A test case: typed-in cases carry input/output text; uploaded ones the file names of the upload (or of
 * the stored cases when the archive is kept).
 */
export const ProblemSampleSchema = z.object({
  input: text(L.caseTextMax, 'Admin_problem_case_too_long').default(''),
  output: text(L.caseTextMax, 'Admin_problem_case_too_long').default(''),
  score: optionalScore,
  groupNum: optionalGroup,
});

/** A tag to attach: an existing one by id, or by name (matched case-insensitively, else created). */
export const ProblemTagRefSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    name: z.string().trim().max(L.tagNameMax, { error: 'Admin_tag_name_too_long' }).optional(),
  })
  .refine((t) => t.id !== undefined || !!t.name, { error: 'Admin_tag_name_required' });

export const CodeTemplateInputSchema = z.object({
  language: z.string({ error: 'Admin_problem_language_unknown' }),
  code: text(L.textMax, 'Admin_problem_template_too_long'),
  status: z.boolean().default(true),
});

export const ProblemSavePayloadSchema = z.object({
  problem: ProblemFieldsSchema,
  codeTemplates: z.array(CodeTemplateInputSchema).default([]),
  tags: z.array(ProblemTagRefSchema).max(L.tagsMax, { error: 'Admin_problem_tags_too_many' }).default([]),
  /** Language names the problem accepts (at least one). */
  languages: z.array(z.string({ error: 'Admin_problem_language_unknown' })).default([]),
  isUploadTestCase: z.boolean({ error: 'Admin_problem_upload_flag_required' }),
  /** fileListDir of a previous upload-testcase-zip; absent on update keeps the stored archive's cases. */
  uploadTestcaseDir: z.preprocess(blankToUndefined, z.uuid({ error: 'Admin_problem_upload_dir_invalid' }).optional()),
  samples: z.array(ProblemSampleSchema).max(L.casesMax, { error: 'Admin_problem_cases_too_many' }).default([]),
  judgeMode: z.enum(JUDGE_MODES, { error: 'Admin_problem_judge_mode_invalid' }).optional(),
  /** Advisory flags of the form; the server compares with the stored problem itself. */
  changeJudgeCaseMode: z.boolean().default(false),
  changeModeCode: z.boolean().default(false),
});
export type ProblemSavePayload = z.infer<typeof ProblemSavePayloadSchema>;
export type ProblemSavePayloadInput = z.input<typeof ProblemSavePayloadSchema>;
/** The contract's name for the save body. */
export const ProblemSavePayload = ProblemSavePayloadSchema;

const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const AdminProblemListQuerySchema = paginationSchema(ADMIN_LIST_PAGE_SIZE).extend({
  keyword: optionalQuery(z.string().trim().max(MAX_KEYWORD_LENGTH, { error: 'Problem_keyword_too_long' })),
  /** 1–4 filters by auth; 0 (the reference client's "all") or absent lists every auth. */
  auth: optionalQuery(
    z.coerce
      .number({ error: 'Admin_problem_auth_invalid' })
      .int({ error: 'Admin_problem_auth_invalid' })
      .min(0, { error: 'Admin_problem_auth_invalid' })
      .max(4, { error: 'Admin_problem_auth_invalid' })
      .transform((auth) => auth || undefined),
  ),
});
export type AdminProblemListQuery = z.infer<typeof AdminProblemListQuerySchema>;

export const ChangeProblemAuthSchema = z.object({
  pid: z.number({ error: 'Problem_id_required' }).int().positive(),
  auth: z.union(
    ADMIN_PROBLEM_AUTHS.map((a) => z.literal(a)),
    { error: 'Admin_problem_auth_invalid' },
  ),
});

export const UploadTestcaseQuerySchema = z.object({
  mode: optionalQuery(z.enum(JUDGE_CASE_MODES, { error: 'Admin_problem_case_mode_invalid' })).transform((m) => m ?? 'default'),
  /** A group problem's upload: the group's admins may upload (spec 002 §7 "Group problems"). */
  gid: optionalQuery(
    z.coerce.number({ error: 'Group_id_required' }).int({ error: 'Group_id_required' }).positive({ error: 'Group_id_required' }),
  ),
});

// ---- Tags and classifications -------------------------------------------------------------------------

/** CSS named colours (CSS Color Module Level 4). */
export const CSS_NAMED_COLOURS: readonly string[] = (
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
  'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
  'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
  'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
  'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
  'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
  'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
  'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue ' +
  'mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred ' +
  'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
  'palegoldenrod palegreen paleturquoise palevioletred papayawhip peru pink plum powderblue purple rebeccapurple red ' +
  'rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray ' +
  'slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
).split(' ');

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const COLOUR_FUNCTION = new RegExp(
  String.raw`^(?:rgba?|hsla?)\(\s*${NUMBER}%?(?:\s*[,\s]\s*${NUMBER}%?(?:deg)?){2}(?:\s*[,/]\s*${NUMBER}%?)?\s*\)$`,
  'i',
);

/** #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba()/hsl()/hsla() or a CSS named colour. */
export const isCssColour = (value: string): boolean =>
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ||
  COLOUR_FUNCTION.test(value) ||
  CSS_NAMED_COLOURS.includes(value.toLowerCase());

const ojKeySchema = z
  .string({ error: 'Admin_tag_oj_invalid' })
  .trim()
  .regex(/^[A-Za-z]{1,20}$/, { error: 'Admin_tag_oj_invalid' })
  .transform((oj) => oj.toUpperCase());

export const TagSaveSchema = z.object({
  name: z
    .string({ error: 'Admin_tag_name_required' })
    .trim()
    .min(1, { error: 'Admin_tag_name_required' })
    .max(L.tagNameMax, { error: 'Admin_tag_name_too_long' }),
  color: z.string({ error: 'Admin_tag_color_invalid' }).trim().refine(isCssColour, { error: 'Admin_tag_color_invalid' }).default('#409EFF'),
  oj: ojKeySchema.default('ME'),
  classificationId: z
    .preprocess(blankToUndefined, z.number({ error: 'Admin_classification_not_found' }).int().positive().optional())
    .transform((v) => v ?? null),
});
export const TagCreateSchema = TagSaveSchema;
export const TagUpdateSchema = TagSaveSchema.extend({ id: z.number({ error: 'Admin_tag_not_found' }).int().positive() });
export type TagSave = z.infer<typeof TagSaveSchema>;
export const TagDeleteQuerySchema = z.object({ tid: z.coerce.number({ error: 'Admin_tag_not_found' }).int().positive() });

export const ClassificationSaveSchema = z.object({
  name: z
    .string({ error: 'Admin_classification_name_required' })
    .trim()
    .min(1, { error: 'Admin_classification_name_required' })
    .max(L.tagNameMax, { error: 'Admin_classification_name_too_long' }),
  oj: ojKeySchema.default('ME'),
  rank: z
    .number({ error: 'Admin_classification_rank_invalid' })
    .int({ error: 'Admin_classification_rank_invalid' })
    .min(0, { error: 'Admin_classification_rank_invalid' })
    .max(2147483647, { error: 'Admin_classification_rank_invalid' })
    .default(0),
});
export const ClassificationUpdateSchema = ClassificationSaveSchema.extend({
  id: z.number({ error: 'Admin_classification_not_found' }).int().positive(),
});
export type ClassificationSave = z.infer<typeof ClassificationSaveSchema>;
export const ClassificationListQuerySchema = z.object({ oj: optionalQuery(ojKeySchema) });
export const ClassificationDeleteQuerySchema = z.object({
  id: z.coerce.number({ error: 'Admin_classification_not_found' }).int().positive(),
});
