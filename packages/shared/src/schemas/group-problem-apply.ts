// Group problems applying to be public and their review (spec 002 §3 "applyPublicProgress", §4, §7 "apply
// public (id, bool)"; reference §8 "Apply public", §10 "group-problem review").
import { z } from 'zod';
import { bodyBoolean, idParamSchema, paginationSchema } from './common.ts';
import { MAX_KEYWORD_LENGTH } from '../constants/problems.ts';

/** applyPublicProgress: null none, 1 applying, 2 already public, 3 refused. */
export const ApplyPublicProgress = { Applying: 1, Public: 2, Refused: 3 } as const;
export type ApplyPublicProgressCode = (typeof ApplyPublicProgress)[keyof typeof ApplyPublicProgress];

export const GROUP_PROBLEM_APPLY_PAGE_SIZE = 10;

/** Clients send empty filters as `key=`; they mean "no filter". */
const omittable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const progressSchema = z.coerce
  .number({ error: 'Group_problem_apply_progress_invalid' })
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Group_problem_apply_progress_invalid' }));

/** PUT /api/group/apply-public {pid, isApplied} (HOJ's names; {id, apply} is taken too): apply, or cancel with false. */
export const GroupProblemApplySchema = z
  .object({
    pid: omittable(idParamSchema),
    id: omittable(idParamSchema),
    isApplied: omittable(bodyBoolean),
    apply: omittable(bodyBoolean),
  })
  .transform((body, ctx) => {
    const pid = body.pid ?? body.id;
    const apply = body.isApplied ?? body.apply;
    if (pid === undefined) ctx.addIssue({ code: 'custom', message: 'Group_problem_apply_pid_required', path: ['pid'] });
    if (apply === undefined) ctx.addIssue({ code: 'custom', message: 'Group_problem_apply_flag_required', path: ['isApplied'] });
    return { pid: pid!, apply: apply! };
  });

/** GET /api/admin/group-problem/list: applying problems first, then the others that ever applied. */
export const GroupProblemApplyListQuerySchema = paginationSchema(GROUP_PROBLEM_APPLY_PAGE_SIZE).extend({
  keyword: omittable(z.string().trim().max(MAX_KEYWORD_LENGTH, { error: 'Group_problem_apply_keyword_too_long' })),
  gid: omittable(idParamSchema),
  progress: omittable(progressSchema),
});

/** PUT /api/admin/group-problem/change-progress {pid, progress}: 1 back to applying, 2 public, 3 refused. */
export const GroupProblemProgressSchema = z.object({
  pid: idParamSchema,
  progress: progressSchema,
});
