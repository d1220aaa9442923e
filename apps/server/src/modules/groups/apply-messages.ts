// Message keys of group problems applying to be public and their review, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
import { MAX_KEYWORD_LENGTH } from '@verdict/shared';

export const groupProblemApplyMessages = {
  Group_problem_apply_pid_required: ['请指定题目', 'Please give the problem id'],
  Group_problem_apply_flag_required: ['请说明是申请还是取消申请', 'Please say whether to apply or to cancel the application'],
  Group_problem_apply_progress_invalid: [
    '进度只能是申请中 (1)、已公开 (2) 或已拒绝 (3)',
    'The progress must be applying (1), public (2) or refused (3)',
  ],
  Group_problem_apply_keyword_too_long: [
    `搜索关键词不能超过 ${MAX_KEYWORD_LENGTH} 个字符`,
    `The keyword may be at most ${MAX_KEYWORD_LENGTH} characters`,
  ],
  Group_problem_apply_already_public: ['该题目已经公开', 'The problem is already public'],
  Group_problem_apply_already_applying: ['该题目正在申请公开', 'The problem is already applying to be public'],
  Group_problem_apply_not_applying: ['该题目没有在申请公开', 'The problem is not applying to be public'],
  Group_problem_apply_not_applied: ['该题目没有申请过公开', 'The problem never applied to be public'],
  Group_problem_apply_changed: [
    '题目的申请状态已被他人修改，请刷新后重试',
    'Someone else changed the application first; refresh and try again',
  ],
  Group_problem_review_forbidden: [
    '只有超级管理员和题目管理员可以审核团队题目',
    'Only the super admin and problem admins may review group problems',
  ],
  Group_problem_apply_approved_title: ['题目「{problem}」已公开', 'Problem "{problem}" is now public'],
  Group_problem_apply_approved_content: [
    '你在团队「{group}」的题目「{problem} {title}」的公开申请已通过，它现在出现在公共题库中。',
    'The application of your problem "{problem} {title}" of the group "{group}" was approved: it is now in the public problem list.',
  ],
  Group_problem_apply_refused_title: ['题目「{problem}」的公开申请未通过', 'The application of problem "{problem}" was refused'],
  Group_problem_apply_refused_content: [
    '你在团队「{group}」的题目「{problem} {title}」的公开申请未通过，它仍留在团队中。',
    'The application of your problem "{problem} {title}" of the group "{group}" to be public was refused; it stays in the group.',
  ],
} as const satisfies Record<string, readonly [string, string]>;
