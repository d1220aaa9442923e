// Message keys of this module, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
import { DIFFICULTY_MAX, MAX_KEYWORD_LENGTH, MAX_STATUS_PIDS, MAX_TAG_FILTER } from '@verdict/shared';

export const problemsMessages = {
  Problem_not_found: ['题目不存在或您无权查看', 'The problem does not exist or you may not view it'],
  Problem_id_required: ['请指定题目', 'Please give the problem id'],
  Problem_none_public: ['暂无公开题目', 'There are no public problems yet'],
  Problem_oj_invalid: ['OJ 参数不合法', 'Invalid oj parameter'],
  Problem_tag_id_invalid: ['标签参数不合法，应为如 [1,2] 或 1,2 的标签 ID 列表', 'tagId must be a list of tag ids such as [1,2] or 1,2'],
  Problem_tag_filter_too_many: [`最多同时筛选 ${MAX_TAG_FILTER} 个标签`, `At most ${MAX_TAG_FILTER} tags can be selected at once`],
  Problem_difficulty_invalid: [`难度应为 0 到 ${DIFFICULTY_MAX} 的整数`, `The difficulty must be an integer from 0 to ${DIFFICULTY_MAX}`],
  Problem_filter_mode_invalid: ['isFilter 只能是 Filter 或 Include', 'isFilter must be Filter or Include'],
  Problem_keyword_too_long: [
    `搜索关键词不能超过 ${MAX_KEYWORD_LENGTH} 个字符`,
    `The keyword may be at most ${MAX_KEYWORD_LENGTH} characters`,
  ],
  Problem_bank_invalid: ['题库只能是 Conceal、Contest 或 Group', 'The problem bank must be Conceal, Contest or Group'],
  Problem_bank_forbidden: ['您无权查看该题库', 'You may not view this problem bank'],
  Problem_pid_list_invalid: [
    `pidList 应为至多 ${MAX_STATUS_PIDS} 个题目 ID 的列表`,
    `pidList must be a list of at most ${MAX_STATUS_PIDS} problem ids`,
  ],
  Problem_status_cid_required: ['比赛题目列表需要指定比赛 (cid)', 'A contest problem list needs the contest id (cid)'],
  Problem_contest_not_found: ['比赛不存在', 'The contest does not exist'],
  Problem_full_screen_target_required: [
    '请指定训练 (tid)、比赛 (cid) 或团队 (gid) 中的一个',
    'Give exactly one of tid (training), cid (contest) or gid (group)',
  ],
} as const satisfies Record<string, readonly [string, string]>;
