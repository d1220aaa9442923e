// Message keys of group problem and training administration, zh-CN then en-US; merged into the server catalogue
// (src/i18n/messages.ts). Group_not_found and Group_admin_only are the groups core's (messages.ts).
export const groupAdminMessages = {
  Group_problem_not_found: ['该题目不是团队题目', 'The problem is not a group problem'],
  Group_problem_other_group: [
    '该题目属于其他团队，不能在本团队中修改',
    'The problem belongs to another group and cannot be changed from this one',
  ],
  Group_problem_edit_forbidden: [
    '只有题目的创建者和团队拥有者可以修改或删除该题目',
    'Only the problem creator and the group owner may edit or delete this problem',
  ],
  Group_problem_display_id_required: ['题目展示 ID 不能为空', 'The problem display id is required'],
  Group_contest_members_only: ['该比赛属于团队，只有团队成员可以访问', 'This contest belongs to a group; only its members may open it'],
  Group_training_members_only: ['该训练属于团队，只有团队成员可以访问', 'This training belongs to a group; only its members may open it'],
  Group_training_edit_forbidden: [
    '只有训练的创建者和团队拥有者可以修改或删除该训练',
    'Only the training creator and the group owner may edit or delete this training',
  ],
  Group_training_problem_other_group: ['不能添加其他团队的题目', 'Problems of another group cannot be added'],
  Group_training_problem_not_allowed: [
    '只能添加公开题目或本团队的公开题目',
    'Only public problems and this group’s public problems can be added',
  ],
  Group_testdata_group_quota: [
    '本团队题目的测试数据最多 {mb} MB（含一天内尚未保存的上传），已超出',
    'The test data of this group’s problems may hold at most {mb} MB (uploads not saved in the last day included); this would exceed it',
  ],
  Group_testdata_user_quota: [
    '您创建的团队题目的测试数据最多 {mb} MB（含一天内尚未保存的上传），已超出',
    'The test data of the group problems one user creates may hold at most {mb} MB (uploads not saved in the last day included); this would exceed it',
  ],
} as const satisfies Record<string, readonly [string, string]>;
