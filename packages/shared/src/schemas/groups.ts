// Group schemas (spec 002 §2.1–§2.4, §3 "Group", "Group member", §5 "Create/edit group", "Apply dialog", §6,
// §7 "Groups", "Group problems", "Group trainings"; reference §8): groups, membership, group problems and group
// trainings. Group contests, announcements, discussions and the group rank come later.
import { z } from 'zod';
import { idParamSchema, paginationSchema, queryBoolean } from './common.ts';
import { MAX_KEYWORD_LENGTH } from '../constants/problems.ts';
import { ProblemSavePayloadSchema } from './admin-problems.ts';
import { AdminChapterListQuerySchema, TrainingFormSchema } from './trainings.ts';
import { emailCodeSchema, emailSchema } from './accounts.ts';
import { RankListQuerySchema } from './ranks.ts';

export const GroupAuth = { Public: 1, Protected: 2, Private: 3 } as const;
export type GroupAuthCode = (typeof GroupAuth)[keyof typeof GroupAuth];

/** A member's level: 1 applying, 2 refused, 3 member, 4 admin, 5 root (the owner). */
export const GroupLevel = { Applying: 1, Refused: 2, Member: 3, Admin: 4, Root: 5 } as const;
export type GroupLevelCode = (typeof GroupLevel)[keyof typeof GroupLevel];

export const GROUP_LIMITS = {
  /** Group list page (spec 002 §9): default 9, choices 9/15/30/60/120. */
  listPageSize: 9,
  listPageSizes: [9, 15, 30, 60, 120],
  memberPageSize: 10,
  problemPageSize: 10,
  trainingPageSize: 10,
  nameMin: 5,
  nameMax: 25,
  shortNameMin: 5,
  shortNameMax: 10,
  briefMin: 5,
  briefMax: 50,
  descriptionMin: 5,
  descriptionMax: 1000,
  codeLength: 6,
  reasonMin: 5,
  reasonMax: 100,
  /** Reference §8, defaults of the site switches: non-admins need this many solved problems to create a group, at most 2 a day and 5 owned. */
  createMinSolved: 20,
  createPerDay: 2,
  ownedMax: 5,
  /**
   * Default test data quotas of group problems, in MB (the site's switch config may change them; reference §14:
   * unbounded there): what a group's problems hold, and what the group problems one user created hold across groups.
   */
  testDataGroupMb: 256,
  testDataUserMb: 512,
} as const;

const L = GROUP_LIMITS;
/** Clients send empty filters as `key=`; they mean "no filter". */
const omittable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const gidSchema = z.coerce
  .number({ error: 'Group_id_required' })
  .int({ error: 'Group_id_required' })
  .positive({ error: 'Group_id_required' });
const keywordSchema = omittable(z.string().trim().max(MAX_KEYWORD_LENGTH, { error: 'Group_keyword_too_long' }));
const authSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Group_auth_invalid' });

/** GET get-group-list. */
export const GroupListQuerySchema = paginationSchema(L.listPageSize).extend({
  keyword: keywordSchema,
  auth: omittable(z.coerce.number({ error: 'Group_auth_invalid' }).pipe(authSchema)),
  onlyMine: omittable(queryBoolean).transform((v) => v ?? false),
});
export type GroupListQuery = z.infer<typeof GroupListQuerySchema>;

/** get-group-detail, get-group-access, get-group-auth (query gid). */
export const GroupIdQuerySchema = z.object({ gid: gidSchema });
/** POST group/member/exit and other bodies naming only the group. */
export const GroupIdBodySchema = z.object({ gid: idParamSchema });

/** The group form's cross-field rule (server schema and web form): a private group's code has exactly six characters (trimmed). */
export const groupCodeValid = (g: { auth: number; code?: string | null }): boolean =>
  g.auth !== GroupAuth.Private || (g.code?.length ?? 0) === L.codeLength;

/** The create/edit group form (spec 002 §5); the code is required for private groups only. */
export const GroupFormSchema = z
  .object({
    name: z
      .string({ error: 'Group_Name_Check_Required' })
      .trim()
      .min(1, { error: 'Group_Name_Check_Required' })
      .min(L.nameMin, { error: 'Group_Name_Check_Min_Max' })
      .max(L.nameMax, { error: 'Group_Name_Check_Min_Max' }),
    shortName: z
      .string({ error: 'Group_Short_Name_Check_Required' })
      .trim()
      .min(1, { error: 'Group_Short_Name_Check_Required' })
      .min(L.shortNameMin, { error: 'Group_Short_Name_Check_Min_Max' })
      .max(L.shortNameMax, { error: 'Group_Short_Name_Check_Min_Max' })
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'Group_Short_Name_Check_Chars' }),
    brief: z
      .string({ error: 'Group_Brief_Check_Required' })
      .trim()
      .min(1, { error: 'Group_Brief_Check_Required' })
      .min(L.briefMin, { error: 'Group_Brief_Check_Min_Max' })
      .max(L.briefMax, { error: 'Group_Brief_Check_Min_Max' }),
    description: z
      .string({ error: 'Group_Description_Check_Required' })
      .trim()
      .min(1, { error: 'Group_Description_Check_Required' })
      .min(L.descriptionMin, { error: 'Group_Description_Check_Min_Max' })
      .max(L.descriptionMax, { error: 'Group_Description_Check_Min_Max' }),
    auth: authSchema,
    /** Private groups: the 6-character invitation code; cleared for the others. */
    code: z.string().trim().nullish(),
    visible: z.boolean().default(true),
  })
  .refine(groupCodeValid, { error: 'Group_Code_Check', path: ['code'] });
export type GroupForm = z.infer<typeof GroupFormSchema>;

/** POST /api/group. */
export const GroupCreateSchema = z.object({ group: GroupFormSchema });
/** PUT /api/group: level 5 (the owner) and root. */
export const GroupUpdateSchema = z.object({ gid: idParamSchema, group: GroupFormSchema });

/** POST /api/group/member: join (public), apply with a reason (protected) or with the code and a reason (private). */
export const GroupJoinSchema = z.object({
  gid: idParamSchema,
  code: z.string().trim().max(L.codeLength, { error: 'Group_Code_Check' }).nullish(),
  reason: z.string().trim().max(L.reasonMax, { error: 'Apply_Reason_Check_Min_Max' }).nullish(),
});

/** GET get-group-member-list and get-group-apply-list. */
export const GroupMemberListQuerySchema = paginationSchema(L.memberPageSize).extend({ gid: gidSchema, keyword: keywordSchema });
/** PUT /api/group/member: a member's new level (approve 1/2 → 3, refuse → 2, promote 3 ↔ 4). */
export const GroupMemberUpdateSchema = z.object({
  gid: idParamSchema,
  uid: z.string({ error: 'Group_member_not_found' }).uuid({ error: 'Group_member_not_found' }),
  auth: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'Group_member_level_invalid' }),
});
/** DELETE /api/group/member?gid&uid. */
export const GroupMemberKeySchema = z.object({
  gid: gidSchema,
  uid: z.string({ error: 'Group_member_not_found' }).uuid({ error: 'Group_member_not_found' }),
});

/** GET get-group-problem-list, get-group-training-list and their admin versions. */
export const GroupPagedQuerySchema = paginationSchema(L.problemPageSize).extend({ gid: gidSchema, keyword: keywordSchema });

/** POST/PUT /api/group/problem: the back office's save payload for a problem of the group. */
export const GroupProblemSaveSchema = ProblemSavePayloadSchema.extend({ gid: idParamSchema });
/** DELETE /api/group/problem?pid&gid. */
export const GroupProblemKeySchema = z.object({ gid: gidSchema, pid: z.coerce.number().int().positive() });

/** POST /api/group/training {gid, training}; PUT /api/group/training {gid, id, training}. */
export const GroupTrainingCreateSchema = z.object({ gid: idParamSchema, training: TrainingFormSchema });
export const GroupTrainingUpdateSchema = z.object({ gid: idParamSchema, id: idParamSchema, training: TrainingFormSchema });
/** POST /api/group/training/add-problem {tid, pid}: a problem of the group (or a public one) joins the training. */
export const GroupTrainingAddProblemSchema = z.object({ tid: idParamSchema, pid: idParamSchema });
/** GET /api/group/get-admin-chapter-list: a group training's chapters for the group's admin pages. */
export const GroupAdminChapterListQuerySchema = AdminChapterListQuerySchema.extend({ gid: gidSchema });

/** GET get-group-rank-list: the site rank's query (page of 30, ACM or OI, searchUser) for one group. */
export const GroupRankQuerySchema = RankListQuerySchema.extend({ gid: gidSchema });
export type GroupRankQuery = z.infer<typeof GroupRankQuerySchema>;

/** Disband verification (spec 002 §3, §5): the caller's own e-mail and the 6-digit code mailed to it. */
export const GroupDisbandVerifySchema = z.object({ email: emailSchema, code: emailCodeSchema });
export type GroupDisbandVerify = z.infer<typeof GroupDisbandVerifySchema>;
/** DELETE /api/group's body: the verification flat or under `verifyForm` (the reference client's shape). */
export const GroupDisbandBodySchema = z.preprocess(
  (v) => (v !== null && typeof v === 'object' && 'verifyForm' in v ? (v as { verifyForm: unknown }).verifyForm : v),
  GroupDisbandVerifySchema,
);
