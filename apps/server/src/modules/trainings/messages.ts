// Message keys of the trainings module, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
import { MAX_KEYWORD_LENGTH, TRAINING_LIMITS } from '@verdict/shared';

export const trainingsMessages = {
  Training_not_found: ['训练不存在或已隐藏', 'The training does not exist or is hidden'],
  Training_id_required: ['请指定训练', 'Please give the training id'],
  Training_keyword_too_long: [
    `搜索关键词不能超过 ${MAX_KEYWORD_LENGTH} 个字符`,
    `The keyword may be at most ${MAX_KEYWORD_LENGTH} characters`,
  ],
  Training_auth_invalid: ['训练权限只能是 Public 或 Private', 'The training auth must be Public or Private'],
  Training_no_access: ['该训练为私有训练，请先输入密码注册', 'This training is private; please register with its password first'],
  Training_password_required: ['训练密码不能为空', 'The training password is required'],
  Training_password_too_long: [
    `训练密码不能超过 ${TRAINING_LIMITS.passwordMax} 个字符`,
    `The training password may be at most ${TRAINING_LIMITS.passwordMax} characters`,
  ],
  Training_password_wrong: ['训练密码错误', 'Wrong training password'],
  Training_already_registered: ['您已注册该训练，请勿重复注册', 'You have already registered for this training'],
  Training_not_private: ['该训练为公开训练，无需注册', 'This training is public; no registration is needed'],
  Training_register_success: ['注册训练成功', 'Register training successful'],
  Training_rank_invalid: [
    `排序值应为 ${TRAINING_LIMITS.rankMin} 到 ${TRAINING_LIMITS.rankMax} 的整数`,
    `The rank must be an integer from ${TRAINING_LIMITS.rankMin} to ${TRAINING_LIMITS.rankMax}`,
  ],
  Training_title_required: ['训练标题不能为空', 'The training title is required'],
  Training_title_too_long: [
    `训练标题不能超过 ${TRAINING_LIMITS.titleMax} 个字符`,
    `The training title may be at most ${TRAINING_LIMITS.titleMax} characters`,
  ],
  Training_description_required: ['训练简介不能为空', 'The training description is required'],
  Training_description_too_long: [
    `训练简介不能超过 ${TRAINING_LIMITS.descriptionMax} 个字符`,
    `The training description may be at most ${TRAINING_LIMITS.descriptionMax} characters`,
  ],
  Training_edit_forbidden: ['您只能管理自己创建的训练', 'You may only manage the trainings you created'],
  Training_problem_not_found: ['题目不存在', 'The problem does not exist'],
  Training_problem_not_public: ['只能添加公开题目 (非团队) 到训练', 'Only public site problems can be added to a training'],
  Training_problem_exists: ['该题目已在训练中', 'The problem is already in the training'],
  Training_problem_not_in_training: ['该题目不在训练中', 'The problem is not in the training'],
  Training_category_not_found: ['训练分类不存在', 'The training category does not exist'],
  Training_category_exists: ['训练分类 {name} 已存在', 'The training category {name} exists already'],
  Training_category_name_required: ['分类名称不能为空', 'The category name is required'],
  Training_category_name_too_long: [
    `分类名称不能超过 ${TRAINING_LIMITS.categoryNameMax} 个字符`,
    `The category name may be at most ${TRAINING_LIMITS.categoryNameMax} characters`,
  ],
  Training_category_color_invalid: ['分类颜色应为 #RRGGBB 格式', 'The category colour must look like #RRGGBB'],
  Training_category_manager_only: [
    '只有超级管理员和题目管理员可以管理训练分类',
    'Only the super admin and problem admins may manage training categories',
  ],
  Submission_training_no_access: ['您没有该训练的访问权限，请先注册', 'You have no access to this training; please register first'],
  Submission_training_problem_not_found: ['该题目不在训练中', 'The problem is not in this training'],
} as const satisfies Record<string, readonly [string, string]>;
