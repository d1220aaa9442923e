// Message keys of admin (user), zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
import { ADMIN_USER_RULES, LIMITS, ROLE_CODES, type RoleCode } from '@verdict/shared';

/** The roles' names as the back office shows them, for the notice a role change sends. */
const ROLE_LABELS: Record<RoleCode, readonly [string, string]> = {
  1000: ['超级管理员', 'Super admin'],
  1001: ['管理员', 'Admin'],
  1002: ['普通用户', 'User'],
  1003: ['禁止提交', 'No submitting'],
  1004: ['禁止发帖', 'No discussing'],
  1005: ['禁言', 'Muted'],
  1006: ['禁止提交与发帖', 'No submitting or discussing'],
  1007: ['禁止提交并禁言', 'No submitting, muted'],
  1008: ['题目管理员', 'Problem admin'],
};

const roleNotices = {} as Record<`User_role_changed_${RoleCode}`, readonly [string, string]>;
for (const code of ROLE_CODES)
  roleNotices[`User_role_changed_${code}`] = [
    `管理员已将你的角色调整为「${ROLE_LABELS[code][0]}」，新的权限即时生效。`,
    `An administrator changed your role to "${ROLE_LABELS[code][1]}"; your new rights apply at once.`,
  ];

export const adminUserMessages = {
  User_not_found: ['用户不存在', 'The user does not exist'],
  User_role_invalid: ['角色不存在', 'There is no such role'],
  User_status_invalid: ['状态只能是正常（0）或禁用（1）', 'The status must be normal (0) or disabled (1)'],
  User_title_name_max: [
    `头衔不能超过 ${ADMIN_USER_RULES.titleNameMax} 个字符`,
    `The title may be at most ${ADMIN_USER_RULES.titleNameMax} characters`,
  ],
  User_title_color_invalid: ['头衔颜色不合法', 'Invalid title colour'],
  User_edit_self_demote: ['不能降低自己的角色或禁用自己', 'You cannot lower your own role or disable yourself'],
  User_name_or_email_taken: ['用户名或邮箱刚被占用，请重试', 'The username or e-mail was just taken; please try again'],
  User_ids_required: ['请选择要删除的用户', 'Choose the users to delete'],
  User_delete_self: ['不能删除自己', 'You cannot delete yourself'],
  User_delete_root: ['不能删除超级管理员', 'Super administrators cannot be deleted'],
  Delete_successfully: ['删除成功', 'Delete successfully'],
  User_import_empty: ['没有要导入的用户', 'There are no users to import'],
  User_import_too_many: [
    `每次最多导入 ${ADMIN_USER_RULES.importMax} 个用户，请分批导入`,
    `At most ${ADMIN_USER_RULES.importMax} users per import; please split the file`,
  ],
  User_import_row_invalid: ['导入的数据格式不正确', 'The imported rows are malformed'],
  User_import_duplicate_in_batch: ['与本批中前面的用户重复', 'Repeats a user earlier in this batch'],
  User_import_done: ['导入完成：成功 {inserted} 个，失败 {failed} 个', 'Import done: {inserted} added, {failed} failed'],
  User_generate_range_invalid: ['编号范围不合法', 'Invalid number range'],
  User_generate_too_many: [
    `每次最多生成 ${ADMIN_USER_RULES.generateMax} 个账号`,
    `At most ${ADMIN_USER_RULES.generateMax} accounts per generation`,
  ],
  User_generate_name_too_long: [
    `生成的用户名（前缀 + 编号 + 后缀）不能超过 ${LIMITS.usernameMax} 个字符`,
    `A generated username (prefix + number + suffix) may be at most ${LIMITS.usernameMax} characters`,
  ],
  User_generate_password_length: [
    `密码长度应为 ${ADMIN_USER_RULES.generatePasswordMin} 到 ${ADMIN_USER_RULES.generatePasswordMax}`,
    `The password length must be ${ADMIN_USER_RULES.generatePasswordMin} to ${ADMIN_USER_RULES.generatePasswordMax}`,
  ],
  User_generate_done: ['生成完成：成功 {created} 个，失败 {failed} 个', 'Generated: {created} added, {failed} failed'],
  User_generate_key_expired: [
    `下载链接无效或已过期（生成后 ${ADMIN_USER_RULES.generatedKeepMinutes} 分钟内可下载一次）`,
    `The download has expired or was taken (once, within ${ADMIN_USER_RULES.generatedKeepMinutes} minutes of the generation)`,
  ],
  User_role_changed_title: ['你的角色已变更', 'Your role has changed'],
  ...roleNotices,
} as const satisfies Record<string, readonly [string, string]>;
