// Submissions requests: submit, details, lists, status polling, sharing, wrong-case download and the super
// admin's judge actions. The code rules (empty, too long) are checked by the server in the order of the
// submission pipeline, after permission, site switch and language, so the schema only checks the shape.
import { z } from 'zod';
import { PAGE_SIZES } from '../constants/limits.ts';
import { contextIdSchema, idParamSchema, paginationSchema, queryBoolean } from './common.ts';

/** Query values a form leaves empty ('') mean "no filter". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalQueryInt = z.preprocess(blankToUndefined, z.coerce.number().int().optional());
const optionalQueryText = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());

export const SubmitProblemJudgeSchema = z.object({
  /** Display id; a client may send a numeric one as a number. */
  pid: z
    .union([z.string(), z.number().int()], { error: 'Submission_problem_required' })
    .transform((id) => String(id).trim())
    .pipe(z.string().min(1, { error: 'Submission_problem_required' }).max(100, { error: 'Submission_problem_not_found' })),
  /** Display name, e.g. 'C++ 17 With O2'. */
  language: z.string({ error: 'Submission_language_required' }).trim().min(1, { error: 'Submission_language_required' }).max(100),
  code: z.string({ error: 'Code_can_not_be_empty' }),
  cid: contextIdSchema,
  tid: contextIdSchema,
  gid: contextIdSchema,
  isRemote: z.boolean().optional(),
});
export type SubmitProblemJudgeRequest = z.infer<typeof SubmitProblemJudgeSchema>;

export const SubmissionIdQuerySchema = z.object({ submitId: idParamSchema });
export const SubmissionIdBodySchema = z.object({ submitId: idParamSchema });

export const LastAcCodeQuerySchema = z.object({
  pid: idParamSchema,
  cid: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(0)),
});

export const SubmissionListQuerySchema = paginationSchema(PAGE_SIZES.submissionList).extend({
  onlyMine: z.preprocess(blankToUndefined, queryBoolean.optional()),
  /** A judge status code. */
  status: optionalQueryInt,
  /** Author (admin roles only). */
  username: optionalQueryText,
  /** Display id: exact with completeProblemID, else a substring. */
  problemID: optionalQueryText,
  completeProblemID: z.preprocess(blankToUndefined, queryBoolean.optional()),
  gid: optionalQueryInt,
});
export type SubmissionListQuery = z.infer<typeof SubmissionListQuerySchema>;

/** The client polls at most this many submissions at once. */
export const STATUS_CHECK_MAX = 100;

export const CheckSubmissionsStatusSchema = z.object({
  submitIds: z.array(z.coerce.number().int().positive()).max(STATUS_CHECK_MAX),
  cid: contextIdSchema,
});

/** POST check-contest-submissions-status (spec 001 §7): the contest is required. */
export const CheckContestSubmissionsStatusSchema = CheckSubmissionsStatusSchema.extend({ cid: idParamSchema });

export const UpdateSubmissionShareSchema = z.object({
  submitId: idParamSchema,
  share: z.boolean(),
  /** Sent by the reference client; the owner is the caller, so it is ignored. */
  uid: z.string().optional(),
});

export const ManualJudgeSchema = z.object({
  submitId: idParamSchema,
  status: z.coerce.number().int(),
  /** OI problems: clamped to [0, ioScore]; absent keeps the score (Accepted: full score). Ignored for ACM. */
  score: z.coerce.number().int().nullish(),
});
export type ManualJudgeRequest = z.infer<typeof ManualJudgeSchema>;
