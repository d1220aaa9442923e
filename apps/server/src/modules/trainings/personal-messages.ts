// Message keys of personal trainings, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
import { TRAINING_LIMITS } from '@verdict/shared';

export const personalTrainingMessages = {
  Personal_training_not_found: ['个人训练不存在', 'The personal training does not exist'],
  Personal_training_forbidden: ['您只能管理自己创建的个人训练', 'You may only manage your own personal trainings'],
  Personal_training_limit: [
    `每位用户最多拥有 ${TRAINING_LIMITS.personalMax} 个个人训练，您已达到上限`,
    `A user may own at most ${TRAINING_LIMITS.personalMax} personal trainings; you have reached the limit`,
  ],
} as const satisfies Record<string, readonly [string, string]>;
