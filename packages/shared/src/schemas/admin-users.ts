// Back-office users schemas (super admin; spec 002 "Back office", reference §10 "Users"): the list, the edit, the
// deletion, the batch import and the generation of accounts. HOJ's paths and field names; errors are message keys.
import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { ROLE_CODES, ROLE_NAMES, type RoleCode } from '../constants/roles.ts';
import { ACCOUNT_RULES, emailSchema, passwordSchema, usernameSchema, type Gender } from './accounts.ts';
import { bodyBoolean, paginationSchema, queryBoolean } from './common.ts';
import { ADMIN_LIST_PAGE_SIZE } from './admin-problems.ts';

export const ADMIN_USER_RULES = {
  titleNameMax: 20,
  titleColorMax: 32,
  /** Rows of one import call, and accounts of one generation. */
  importMax: 1000,
  generateMax: 1000,
  generatePasswordDefault: 6,
  /** HOJ allows 25, but a login password is at most LIMITS.passwordMax: a longer one could never be used. */
  generatePasswordMin: LIMITS.passwordMin,
  generatePasswordMax: LIMITS.passwordMax,
  /** Minutes the generated credentials wait for their download. */
  generatedKeepMinutes: 30,
} as const;

/** GET admin/user/get-user-list: keyword over username, realname, e-mail and nickname; onlyAdmin keeps the admin roles. */
export const AdminUserListQuerySchema = paginationSchema(ADMIN_LIST_PAGE_SIZE).extend({
  keyword: z.string().trim().max(100).optional().catch(undefined),
  onlyAdmin: queryBoolean.optional().catch(false),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** An optional text of the edit: absent keeps it, '' or null clears it. */
const clearableText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, { error: key })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const roleCodeByName = new Map<string, RoleCode>(Object.entries(ROLE_NAMES).map(([code, name]) => [name, Number(code) as RoleCode]));

/** A role by code (1000-1008, as a number or digits) or by name ('admin'). */
export const roleCodeSchema = z.preprocess(
  (v) => (typeof v === 'string' && roleCodeByName.has(v) ? roleCodeByName.get(v) : v),
  z.coerce
    .number({ error: 'User_role_invalid' })
    .int({ error: 'User_role_invalid' })
    .refine((code): code is RoleCode => (ROLE_CODES as number[]).includes(code), { error: 'User_role_invalid' }),
);

/** A CSS colour as a colour picker writes it (#hex, rgb(), a name): no character that could leave the value. */
const titleColorSchema = z
  .string()
  .trim()
  .max(ADMIN_USER_RULES.titleColorMax, { error: 'User_title_color_invalid' })
  .regex(/^[#\w(),.%\s]*$/, { error: 'User_title_color_invalid' })
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/**
 * PUT admin/user/edit-user. The role comes as `type` (HOJ), `roleId` or `role`; every other field but uid and
 * username may be left out (kept). The password is set only with setNewPwd true.
 */
export const AdminEditUserSchema = z
  .preprocess(
    (v) => {
      if (!v || typeof v !== 'object') return v;
      const body = v as Record<string, unknown>;
      return { ...body, type: body.type ?? body.roleId ?? body.role };
    },
    z.object({
      uid: z.uuid({ error: 'Not_found' }),
      username: usernameSchema,
      realname: clearableText(ACCOUNT_RULES.realnameMax, 'Realname_Max'),
      email: z
        .union([z.literal(''), z.null(), emailSchema], { error: 'Email_Check_Format' })
        .optional()
        .transform((v) => (v === undefined ? undefined : v || null)),
      setNewPwd: bodyBoolean.optional().default(false),
      password: z.string().optional().nullable(),
      type: roleCodeSchema.optional(),
      status: z.coerce
        .number({ error: 'User_status_invalid' })
        .refine((s): s is 0 | 1 => s === 0 || s === 1, { error: 'User_status_invalid' })
        .optional(),
      titleName: clearableText(ADMIN_USER_RULES.titleNameMax, 'User_title_name_max'),
      titleColor: titleColorSchema,
    }),
  )
  .transform((body, ctx) => {
    const { setNewPwd, password, ...rest } = body;
    if (!setNewPwd) return { ...rest, password: undefined };
    const checked = passwordSchema.safeParse(password ?? '');
    if (!checked.success) {
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0].message, path: ['password'] });
      return z.NEVER;
    }
    return { ...rest, password: checked.data };
  });
export type AdminEditUserRequest = z.input<typeof AdminEditUserSchema>;
export type AdminEditUser = z.infer<typeof AdminEditUserSchema>;

/** uids as a JSON array, or in a query as repeated ids or one comma-separated list. */
const uidListSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.uuid({ error: 'Not_found' }), { error: 'User_ids_required' }).max(ADMIN_USER_RULES.importMax, { error: 'User_ids_required' }),
);

/** DELETE admin/user/delete-user: {ids} in the body, or ?ids= in the query. */
export const AdminDeleteUsersSchema = z.object({ ids: uidListSchema.optional() }).nullish();

/** A cell of an imported row: text, or a number a spreadsheet wrote. */
const cellSchema = z.union([z.string(), z.number(), z.null()]).transform((v) => (v === null ? '' : String(v).trim()));

/** POST admin/user/insert-batch-user: rows of cells in HOJ's column order (see ImportUserRowSchema). */
export const AdminImportUsersSchema = z.object({
  users: z
    .array(z.array(cellSchema).max(50, { error: 'User_import_row_invalid' }), { error: 'User_import_empty' })
    .min(1, { error: 'User_import_empty' })
    .max(ADMIN_USER_RULES.importMax, { error: 'User_import_too_many' }),
});
export type AdminImportUsersRequest = z.input<typeof AdminImportUsersSchema>;

/** HOJ's gender cells: male or 0, female or 1, anything else secrecy. */
export const importedGender = (cell: string): Gender => {
  const v = cell.trim().toLowerCase();
  if (v === 'male' || v === '0') return 'male';
  if (v === 'female' || v === '1') return 'female';
  return 'secrecy';
};

const optionalCell = (max: number, key: string) =>
  z
    .string()
    .max(max, { error: key })
    .transform((v) => v || null);

/**
 * One imported row: username, password, e-mail, realname, gender, nickname, school. The first two are required
 * (registration's username rules, a password of 6 to 20); the rest may be empty.
 */
export const ImportUserRowSchema = z
  .array(z.string())
  .transform((cells) => Array.from({ length: 7 }, (_, i) => cells[i] ?? ''))
  .pipe(
    z.tuple([
      usernameSchema,
      passwordSchema,
      z.union([z.literal(''), emailSchema], { error: 'Email_Check_Format' }).transform((v) => v || null),
      optionalCell(ACCOUNT_RULES.realnameMax, 'Realname_Max'),
      z.string().transform(importedGender),
      optionalCell(ACCOUNT_RULES.nicknameMax, 'Nickname_Max'),
      optionalCell(ACCOUNT_RULES.schoolMax, 'School_Max'),
    ]),
  )
  .transform(([username, password, email, realname, gender, nickname, school]) => ({
    username,
    password,
    email,
    realname,
    gender,
    nickname,
    school,
  }));
export type ImportUserRow = z.infer<typeof ImportUserRowSchema>;

/** The username a generation gives number n (the browser's preview uses it as well). */
export const generatedUsername = (g: { prefix: string; suffix: string }, n: number): string => `${g.prefix}${n}${g.suffix}`;

const affixSchema = z.string().trim().max(LIMITS.usernameMax, { error: 'User_generate_name_too_long' }).optional().default('');
const countSchema = (fallback: number) =>
  z.coerce
    .number({ error: 'User_generate_range_invalid' })
    .int({ error: 'User_generate_range_invalid' })
    .min(0)
    .optional()
    .default(fallback);

/**
 * POST admin/user/generate-user: usernames prefix + n + suffix for n from number_from to number_to (at most
 * ADMIN_USER_RULES.generateMax), random passwords of password_length. camelCase names are accepted too.
 */
export const AdminGenerateUsersSchema = z
  .preprocess(
    (v) => {
      if (!v || typeof v !== 'object') return v;
      const b = v as Record<string, unknown>;
      return {
        prefix: b.prefix,
        suffix: b.suffix,
        numberFrom: b.number_from ?? b.numberFrom,
        numberTo: b.number_to ?? b.numberTo,
        passwordLength: b.password_length ?? b.passwordLength,
      };
    },
    z.object({
      prefix: affixSchema,
      suffix: affixSchema,
      numberFrom: countSchema(1),
      numberTo: countSchema(10),
      passwordLength: z.coerce
        .number({ error: 'User_generate_password_length' })
        .int({ error: 'User_generate_password_length' })
        .min(ADMIN_USER_RULES.generatePasswordMin, { error: 'User_generate_password_length' })
        .max(ADMIN_USER_RULES.generatePasswordMax, { error: 'User_generate_password_length' })
        .optional()
        .default(ADMIN_USER_RULES.generatePasswordDefault),
    }),
  )
  .superRefine((g, ctx) => {
    if (g.numberTo < g.numberFrom) ctx.addIssue({ code: 'custom', message: 'User_generate_range_invalid', path: ['numberTo'] });
    else if (g.numberTo - g.numberFrom + 1 > ADMIN_USER_RULES.generateMax)
      ctx.addIssue({ code: 'custom', message: 'User_generate_too_many', path: ['numberTo'] });
    else if (generatedUsername(g, g.numberTo).length > LIMITS.usernameMax)
      ctx.addIssue({ code: 'custom', message: 'User_generate_name_too_long', path: ['suffix'] });
  });
export type AdminGenerateUsersRequest = z.input<typeof AdminGenerateUsersSchema>;
export type AdminGenerateUsers = z.infer<typeof AdminGenerateUsersSchema>;

/** GET file/generate-user-excel?key=. */
export const GeneratedUsersKeySchema = z.object({ key: z.uuid({ error: 'User_generate_key_expired' }) });
