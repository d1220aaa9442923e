// Message keys of the groups module (groups, membership, group problems for members), zh-CN then en-US; merged
// into the server catalogue (src/i18n/messages.ts). Keys named in the shared groups schema are all here.
import { GROUP_LIMITS as L, MAX_KEYWORD_LENGTH } from '@verdict/shared';

export const groupsMessages = {
  Group_not_found: ['团队不存在或已隐藏', 'The group does not exist or is hidden'],
  Group_id_required: ['请指定团队', 'Please give the group id'],
  Group_keyword_too_long: [
    `搜索关键词不能超过 ${MAX_KEYWORD_LENGTH} 个字符`,
    `The keyword may be at most ${MAX_KEYWORD_LENGTH} characters`,
  ],
  Group_auth_invalid: ['团队权限只能是公开 (1)、保护 (2) 或私有 (3)', 'The group auth must be public (1), protected (2) or private (3)'],
  Group_Name_Check_Required: ['团队名称不能为空', 'The group name is required'],
  Group_Name_Check_Min_Max: [
    `团队名称长度应为 ${L.nameMin} 到 ${L.nameMax} 个字符`,
    `The group name must be ${L.nameMin} to ${L.nameMax} characters`,
  ],
  Group_Short_Name_Check_Required: ['团队简称不能为空', 'The short name is required'],
  Group_Short_Name_Check_Min_Max: [
    `团队简称长度应为 ${L.shortNameMin} 到 ${L.shortNameMax} 个字符`,
    `The short name must be ${L.shortNameMin} to ${L.shortNameMax} characters`,
  ],
  Group_Short_Name_Check_Chars: [
    '团队简称只能包含字母、数字、下划线和连字符',
    'The short name may only contain letters, digits, underscores and hyphens',
  ],
  Group_Brief_Check_Required: ['团队简介不能为空', 'The brief is required'],
  Group_Brief_Check_Min_Max: [
    `团队简介长度应为 ${L.briefMin} 到 ${L.briefMax} 个字符`,
    `The brief must be ${L.briefMin} to ${L.briefMax} characters`,
  ],
  Group_Description_Check_Required: ['团队描述不能为空', 'The description is required'],
  Group_Description_Check_Min_Max: [
    `团队描述长度应为 ${L.descriptionMin} 到 ${L.descriptionMax} 个字符`,
    `The description must be ${L.descriptionMin} to ${L.descriptionMax} characters`,
  ],
  Group_Code_Check: [`邀请码应为 ${L.codeLength} 个字符`, `The invitation code must be ${L.codeLength} characters`],
  Group_name_exists: ['该团队名称已被使用', 'The group name is already taken'],
  Group_short_name_exists: ['该团队简称已被使用', 'The short name is already taken'],
  Group_create_solved_required: [
    '您至少需要通过 {count} 道题目才能创建团队',
    'You need to solve at least {count} problems to create a group',
  ],
  Group_create_daily_limit: ['您在 24 小时内最多只能创建 {count} 个团队', 'You may create at most {count} groups in 24 hours'],
  Group_owned_limit: ['您最多只能拥有 {count} 个团队', 'You may own at most {count} groups'],
  Group_root_only: ['只有团队所有者或超级管理员可以执行此操作', 'Only the group owner or a super admin may do this'],
  Group_admin_only: ['只有团队管理员可以执行此操作', 'Only the group admins may do this'],
  Group_members_only: ['只有团队成员可以查看', 'Only members of the group may see this'],
  Group_code_wrong: ['邀请码错误', 'Wrong invitation code'],
  Apply_Reason_Check_Required: ['申请理由不能为空', 'The reason is required'],
  Apply_Reason_Check_Min_Max: [
    `申请理由长度应为 ${L.reasonMin} 到 ${L.reasonMax} 个字符`,
    `The reason must be ${L.reasonMin} to ${L.reasonMax} characters`,
  ],
  Group_already_applying: ['您已提交申请，请等待审核', 'You have already applied; please wait for the review'],
  Group_already_member: ['您已是该团队成员', 'You are already a member of this group'],
  Group_join_successfully: ['加入团队成功', 'You have joined the group'],
  Group_apply_successfully: ['申请成功，请等待团队管理员审核', 'Applied; please wait for a group admin to review it'],
  Group_owner_cannot_exit: ['团队所有者不能退出团队', 'The group owner cannot leave the group'],
  Group_not_member: ['您不是该团队的成员', 'You are not a member of this group'],
  Group_exit_successfully: ['退出团队成功', 'You have left the group'],
  Group_member_not_found: ['该用户不是团队成员或申请者', 'The user is neither a member of nor an applicant to the group'],
  Group_member_level_invalid: [
    '成员权限只能设置为拒绝 (2)、成员 (3) 或管理员 (4)',
    'A member level can only be set to refused (2), member (3) or admin (4)',
  ],
  Group_member_level_forbidden: ['您只能管理权限低于自己的成员', 'You may only manage members whose level is below yours'],
  Group_member_cannot_downgrade: ['已加入的成员不能改回申请中或已拒绝', 'A member who has joined cannot go back to applying or refused'],
  Group_member_owner_untouchable: ['不能修改或移除团队所有者', 'The group owner cannot be changed or removed'],
  Group_member_self: ['不能移除自己，请使用退出团队', 'You cannot remove yourself; leave the group instead'],
  Group_problem_members_only: ['该题目属于团队，只有团队成员可以查看', 'The problem belongs to a group; only its members may see it'],
  Submission_group_members_only: ['只有团队成员可以提交该团队的题目', 'Only members of the group may submit to its problems'],
  Submission_group_problem_not_found: ['该题目不在该团队中', 'The problem is not one of this group'],
  Group_notice_welcome_title: ['欢迎加入团队「{group}」', 'Welcome to the group "{group}"'],
  Group_notice_welcome_content: [
    '你已成为团队「{group}」的成员，现在可以查看团队的题目、训练、比赛和讨论。',
    'You are now a member of the group "{group}" and can see its problems, trainings, contests and discussions.',
  ],
  Group_notice_apply_title: ['团队「{group}」有新的加入申请', 'New application to the group "{group}"'],
  Group_notice_apply_content: [
    '用户 {user} 申请加入团队「{group}」，请在团队成员页面审核。',
    'The user {user} applied to join the group "{group}"; review it on the group\'s member page.',
  ],
  Group_notice_removed_title: ['你已被移出团队「{group}」', 'You were removed from the group "{group}"'],
  Group_notice_removed_content: [
    '团队「{group}」的管理员已将你移出该团队。',
    'An administrator of the group "{group}" removed you from it.',
  ],
  Group_notice_disbanded_title: ['团队「{group}」已解散', 'The group "{group}" was disbanded'],
  Group_notice_disbanded_content: [
    '你所在的团队「{group}」已被解散，其题目、训练、比赛和讨论已一并删除。',
    'The group "{group}" you belonged to was disbanded; its problems, trainings, contests and discussions are gone.',
  ],
} as const satisfies Record<string, readonly [string, string]>;
