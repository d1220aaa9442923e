// Message keys of the contests module, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
import { CONTEST_LIMITS, MAX_KEYWORD_LENGTH } from '@verdict/shared';

export const contestsMessages = {
  Contest_not_found: ['比赛不存在或已隐藏', 'The contest does not exist or is hidden'],
  Contest_id_required: ['请指定比赛', 'Please give the contest id'],
  Contest_keyword_too_long: [
    `搜索关键词不能超过 ${MAX_KEYWORD_LENGTH} 个字符`,
    `The keyword may be at most ${MAX_KEYWORD_LENGTH} characters`,
  ],
  Contest_status_invalid: ['比赛状态只能是 -1、0 或 1', 'The contest status must be -1, 0 or 1'],
  Contest_type_invalid: ['比赛类型只能是 ACM (0) 或 OI (1)', 'The contest type must be ACM (0) or OI (1)'],
  Contest_auth_invalid: [
    '比赛权限只能是公开 (0)、私有 (1) 或保护 (2)',
    'The contest auth must be public (0), private (1) or protected (2)',
  ],
  Contest_title_required: ['比赛标题不能为空', 'The contest title is required'],
  Contest_title_too_long: [
    `比赛标题不能超过 ${CONTEST_LIMITS.titleMax} 个字符`,
    `The contest title may be at most ${CONTEST_LIMITS.titleMax} characters`,
  ],
  Contest_description_required: ['比赛描述不能为空', 'The contest description is required'],
  Contest_description_too_long: [
    `比赛描述不能超过 ${CONTEST_LIMITS.descriptionMax} 个字符`,
    `The contest description may be at most ${CONTEST_LIMITS.descriptionMax} characters`,
  ],
  Contest_start_time_required: ['开始时间不能为空', 'The start time is required'],
  Contest_end_time_required: ['结束时间不能为空', 'The end time is required'],
  Contest_time_check: ['结束时间应晚于开始时间', 'The end time must be after the start time'],
  Contest_password_required: ['请输入比赛密码', 'Enter the contest password'],
  Contest_password_too_long: [
    `比赛密码不能超过 ${CONTEST_LIMITS.passwordMax} 个字符`,
    `The contest password may be at most ${CONTEST_LIMITS.passwordMax} characters`,
  ],
  Contest_password_wrong: ['比赛密码错误', 'Wrong contest password'],
  Contest_not_need_register: ['该比赛为公开比赛，无需注册', 'This contest is public; no registration is needed'],
  Contest_already_registered: ['您已注册该比赛，请勿重复注册', 'You have already registered for this contest'],
  Contest_register_success: ['注册比赛成功', 'Register contest successfully'],
  Contest_has_ended: ['比赛已结束', 'Contest has ended'],
  Contest_account_not_allowed: [
    '您的用户名不符合本场比赛的账号规则，无法参加',
    'Your username does not match the account rule of this contest, so you cannot take part',
  ],
  Contest_seal_time_invalid: ['封榜时间应在比赛开始与结束之间', 'The seal time must lie between the start and the end of the contest'],
  Add_Star_User_Error: ['打星用户重复', 'A star user is listed twice'],
  Contest_star_invalid: [
    `打星用户应为不超过 ${CONTEST_LIMITS.starAccountsMax} 个用户名`,
    `Star users must be at most ${CONTEST_LIMITS.starAccountsMax} usernames`,
  ],
  Contest_rank_show_name_invalid: [
    '榜单显示名只能是 username、nickname 或 realname',
    'The board name must be username, nickname or realname',
  ],
  Contest_account_rule_invalid: [
    '账号规则无效：请给出起止编号（起始不大于结束）或额外账号',
    'The account rule is invalid: give a number range (start not after end) or extra accounts',
  ],
  Contest_oi_rank_score_type_invalid: ['OI 排行得分方式只能是 Recent 或 Highest', 'The OI score type must be Recent or Highest'],
  Contest_award_type_invalid: [
    '奖项类型只能是 0（无）、1（比例）或 2（人数）',
    'The award type must be 0 (none), 1 (percent) or 2 (count)',
  ],
  Contest_award_invalid: [
    `奖项配置无效：每项需要名称（不超过 ${CONTEST_LIMITS.awardNameMax} 个字符）、颜色 #rrggbb 与非负数量，最多 ${CONTEST_LIMITS.awardsMax} 项`,
    `The award levels are invalid: each needs a name (at most ${CONTEST_LIMITS.awardNameMax} characters), #rrggbb colours and a count of 0 or more; at most ${CONTEST_LIMITS.awardsMax} levels`,
  ],
  Contest_not_started: [
    '比赛尚未开始，只有比赛管理员可以查看题目与提交',
    'The contest has not started; only its admins may see problems and submissions',
  ],
  Contest_not_registered: ['该比赛为私有比赛，请先输入密码注册', 'This contest is private; please register with its password first'],
  Contest_submit_not_registered: ['请先注册该比赛再提交', 'Please register for the contest before submitting'],
  Contest_edit_forbidden: ['您只能管理自己创建的比赛', 'You may only manage the contests you created'],
  Contest_display_id_required: ['比赛题目展示 ID 不能为空', 'The display id is required'],
  Contest_display_id_too_long: [
    `展示 ID 不能超过 ${CONTEST_LIMITS.displayIdMax} 个字符`,
    `The display id may be at most ${CONTEST_LIMITS.displayIdMax} characters`,
  ],
  Contest_display_id_exists: ['该展示 ID 已被比赛中的其他题目使用', 'Another problem of the contest already uses this display id'],
  Contest_display_title_required: ['比赛题目展示标题不能为空', 'The display title is required'],
  Contest_display_title_too_long: [
    `展示标题不能超过 ${CONTEST_LIMITS.displayTitleMax} 个字符`,
    `The display title may be at most ${CONTEST_LIMITS.displayTitleMax} characters`,
  ],
  Contest_problem_color_invalid: ['气球颜色应为 #RRGGBB 格式', 'The balloon colour must look like #RRGGBB'],
  Contest_problem_not_found: ['比赛题目不存在', 'The contest problem does not exist'],
  Contest_problem_not_public: ['只能添加公开题目 (非团队、非远程) 到比赛', 'Only public local site problems can be added to a contest'],
  Contest_problem_exists: ['该题目已在比赛中', 'The problem is already in the contest'],
  Contest_problem_not_in_contest: ['该题目不在比赛中', 'The problem is not in the contest'],
  Submission_contest_problem_not_found: ['该题目不在比赛中', 'The problem is not in this contest'],
} as const satisfies Record<string, readonly [string, string]>;
