// Message keys of this module, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
import { DIFFICULTY_MAX, PROBLEM_FORM_LIMITS as L } from '@verdict/shared';

export const adminProblemsMessages = {
  // Problem form
  Admin_problem_id_required: ['更新题目时需要提供题目 ID (problem.id)', 'Updating a problem needs its id (problem.id)'],
  Admin_problem_not_found: ['题目不存在', 'The problem does not exist'],
  Admin_problem_not_yours: ['您只能管理自己创建的题目', 'You may only manage the problems you created'],
  Admin_problem_publish_forbidden: [
    '只有超级管理员和题目管理员可以公开题目',
    'Only the super admin and problem admins may make a problem public',
  ],
  Admin_problem_display_id_required: ['题目展示 ID 不能为空', 'The problem display id is required'],
  Admin_problem_display_id_too_long: [
    `题目展示 ID 不能超过 ${L.displayIdMax} 个字符`,
    `The display id may be at most ${L.displayIdMax} characters`,
  ],
  Admin_problem_display_id_invalid: [
    '题目展示 ID 只能包含字母、数字、下划线和连字符',
    'The display id may only contain letters, digits, underscores and hyphens',
  ],
  Admin_problem_display_id_exists: [
    '题目展示 ID {problemId} 已被其他题目使用',
    'The display id {problemId} is already used by another problem',
  ],
  Admin_problem_title_required: ['题目标题不能为空', 'The title is required'],
  Admin_problem_title_too_long: [`题目标题不能超过 ${L.titleMax} 个字符`, `The title may be at most ${L.titleMax} characters`],
  Admin_problem_text_too_long: [
    `题目描述、输入、输出、样例、提示和来源均不能超过 ${L.textMax} 个字符`,
    `The description, input, output, examples, hint and source may be at most ${L.textMax} characters each`,
  ],
  Admin_problem_examples_too_many: [`题目样例最多 ${L.examplesMax} 组`, `A problem has at most ${L.examplesMax} examples`],
  Admin_problem_difficulty_invalid: [
    `难度应为 0 到 ${DIFFICULTY_MAX} 的整数`,
    `The difficulty must be an integer from 0 to ${DIFFICULTY_MAX}`,
  ],
  Admin_problem_type_invalid: ['题目类型只能是 0 (ACM) 或 1 (OI)', 'The problem type must be 0 (ACM) or 1 (OI)'],
  Admin_problem_auth_invalid: [
    '题目权限只能是 1 (公开)、2 (私有) 或 3 (比赛)',
    'The problem auth must be 1 (public), 2 (private) or 3 (contest)',
  ],
  Admin_problem_judge_mode_invalid: ['判题模式只能是 default、spj 或 interactive', 'The judge mode must be default, spj or interactive'],
  Admin_problem_judge_mode_mismatch: ['problem.judgeMode 与 judgeMode 不一致', 'problem.judgeMode and judgeMode disagree'],
  Admin_problem_case_mode_invalid: [
    '测试点模式只能是 default、subtask_lowest、subtask_average 或 ergodic_without_error',
    'The case mode must be default, subtask_lowest, subtask_average or ergodic_without_error',
  ],
  Admin_problem_case_mode_type_mismatch: ['{mode} 模式不适用于 {type} 题目', 'The {mode} case mode does not apply to {type} problems'],
  Admin_problem_file_io_name_invalid: [
    `文件名只能包含字母、数字、点、下划线和连字符，且不超过 ${L.fileNameMax} 个字符`,
    `File names may only contain letters, digits, dots, underscores and hyphens, at most ${L.fileNameMax} characters`,
  ],
  Admin_problem_file_io_name_required: [
    '文件 IO 模式下输入和输出文件名不能为空',
    'In File IO mode the input and output file names cannot be empty',
  ],
  Admin_problem_file_io_name_same: ['文件 IO 的输入和输出文件名不能相同', 'The File IO input and output file names must differ'],
  Admin_problem_time_limit_invalid: [
    `时间限制应为 ${L.timeLimitMin} 到 ${L.timeLimitMax} 毫秒之间的整数`,
    `The time limit must be an integer from ${L.timeLimitMin} to ${L.timeLimitMax} ms`,
  ],
  Admin_problem_memory_limit_invalid: [
    `内存限制应为 ${L.memoryLimitMin} 到 ${L.memoryLimitMax} MB 之间的整数`,
    `The memory limit must be an integer from ${L.memoryLimitMin} to ${L.memoryLimitMax} MB`,
  ],
  Admin_problem_stack_limit_invalid: [
    `栈限制应为 ${L.stackLimitMin} 到 ${L.stackLimitMax} MB 之间的整数`,
    `The stack limit must be an integer from ${L.stackLimitMin} to ${L.stackLimitMax} MB`,
  ],
  Admin_problem_extra_file_invalid: [
    `额外文件应为 {文件名: 内容}，至多 ${L.extraFilesMax} 个，文件名只能包含字母、数字、点、下划线和连字符`,
    `Extra files must be {name: content}, at most ${L.extraFilesMax}, named with letters, digits, dots, underscores and hyphens`,
  ],
  Admin_problem_spj_code_required: [
    '特殊判题或交互模式下必须填写判题程序代码',
    'The special judge or interactive mode needs the checker or interactor code',
  ],
  Admin_problem_spj_code_too_long: [
    `判题程序代码不能超过 ${L.checkerCodeMax} 个字符`,
    `The checker or interactor code may be at most ${L.checkerCodeMax} characters`,
  ],
  Admin_problem_spj_language_invalid: ['判题程序的语言必须是 C 或 C++', 'The checker or interactor language must be C or C++'],
  Admin_problem_case_required: ['请至少添加一个测试点', 'Add at least one test case'],
  Admin_problem_case_empty: ['测试点 {n} 的输入和输出不能同时为空', 'Test case {n} needs an input or an output'],
  Admin_problem_case_too_long: [
    `测试点的输入或输出不能超过 ${L.caseTextMax} 个字符，较大的数据请上传压缩包`,
    `A typed-in case may be at most ${L.caseTextMax} characters; upload an archive for larger data`,
  ],
  Admin_problem_cases_too_many: [`测试点最多 ${L.casesMax} 个`, `A problem has at most ${L.casesMax} test cases`],
  Admin_problem_case_score_invalid: ['测试点分数必须是不小于 0 的整数', 'A test case score must be an integer of at least 0'],
  Admin_problem_case_score_at: ['测试点 {n} 的分数必须是不小于 0 的整数', 'The score of test case {n} must be an integer of at least 0'],
  Admin_problem_case_score_missing: [
    '测试点 {n} 未填写分数：请填写全部分数，或全部留空以平均分配 100 分',
    'Test case {n} has no score: give every score, or none to split 100 evenly',
  ],
  Admin_problem_case_group_invalid: ['测试点分组编号必须是正整数', 'A test case group number must be a positive integer'],
  Admin_problem_case_group_at: ['测试点 {n} 的分组编号必须是正整数', 'The group number of test case {n} must be a positive integer'],
  Admin_problem_case_group_required: ['子任务模式下测试点 {n} 的分组编号为空', 'In subtask modes test case {n} needs a group number'],
  Admin_problem_upload_flag_required: [
    '请说明测试数据是上传的还是手动输入的 (isUploadTestCase)',
    'Say whether the test data is uploaded or typed in (isUploadTestCase)',
  ],
  Admin_problem_upload_required: ['请先上传测试数据压缩包', 'Upload a test data archive first'],
  Admin_problem_upload_dir_invalid: [
    '上传的测试数据不存在或已过期，请重新上传',
    'The uploaded test data does not exist or has expired; upload it again',
  ],
  Admin_problem_case_file_missing: [
    '测试数据文件 {name} 不存在，请重新上传',
    'The test data file {name} does not exist; upload the archive again',
  ],
  Admin_problem_case_file_duplicate: ['测试数据文件 {name} 被多个测试点使用', 'The test data file {name} is used by more than one case'],
  Admin_problem_language_required: ['请至少选择一种语言', 'Select at least one language'],
  Admin_problem_language_unknown: ['未知的语言：{name}', 'Unknown language: {name}'],
  Admin_problem_template_too_long: [`代码模板不能超过 ${L.textMax} 个字符`, `A code template may be at most ${L.textMax} characters`],
  Admin_problem_template_empty: ['已启用的 {language} 代码模板不能为空', 'The enabled {language} code template cannot be empty'],
  Admin_problem_template_duplicate: ['{language} 的代码模板重复', 'There are two {language} code templates'],
  Admin_problem_template_language_not_selected: [
    '代码模板的语言 {language} 不在题目允许的语言中',
    'The code template language {language} is not one of the problem languages',
  ],
  Admin_problem_tag_duplicate: ['标签 {name} 已经添加过了', 'The tag {name} is already added'],
  Admin_problem_tags_too_many: [`每道题目最多 ${L.tagsMax} 个标签`, `A problem has at most ${L.tagsMax} tags`],
  // Test data
  Admin_testcase_file_required: ['请选择要上传的 zip 文件 (字段 file)', 'Choose the zip file to upload (field "file")'],
  Admin_testcase_not_zip: ['请上传 zip 格式的测试数据压缩包', 'The test data must be a zip archive'],
  Admin_testcase_zip_invalid: ['压缩包已损坏或无法读取', 'The archive is damaged or cannot be read'],
  Admin_testcase_zip_unsafe_path: ['压缩包中的 {name} 路径不安全，已拒绝', 'The archive entry {name} has an unsafe path and was refused'],
  Admin_testcase_zip_folder: [
    '测试数据文件需放在压缩包根目录，{name} 位于文件夹中',
    'Test files must be at the root of the archive; {name} is in a folder',
  ],
  Admin_testcase_zip_duplicate: ['压缩包中有重复的文件 {name}', 'The archive holds {name} twice'],
  Admin_testcase_zip_too_large: ['测试数据不能超过 {mb} MB', 'The test data may be at most {mb} MB'],
  Admin_testcase_zip_too_many_entries: ['压缩包最多包含 {max} 个文件', 'The archive may hold at most {max} files'],
  Admin_testcase_zip_empty: [
    '压缩包中没有找到测试数据（应为 X.in 与 X.out 或 X.ans，或 *input*.txt 与 *output*.txt）',
    'No test data found in the archive (expected X.in with X.out or X.ans, or *input*.txt with *output*.txt)',
  ],
  Admin_testcase_data_missing: ['测试数据文件缺失，请重新上传测试数据', 'A test data file is missing; upload the test data again'],
  Admin_testcase_none: ['该题目没有测试数据', 'The problem has no test data'],
  // Tags and classifications
  Admin_tag_manager_only: ['只有超级管理员和题目管理员可以管理标签', 'Only the super admin and problem admins may manage tags'],
  Admin_tag_name_required: ['标签名称不能为空', 'The tag name is required'],
  Admin_tag_name_too_long: [`标签名称不能超过 ${L.tagNameMax} 个字符`, `The tag name may be at most ${L.tagNameMax} characters`],
  Admin_tag_color_invalid: ['标签颜色必须是 CSS 颜色，如 #409EFF 或 red', 'The tag colour must be a CSS colour such as #409EFF or red'],
  Admin_tag_oj_invalid: ['OJ 只能由 1 到 20 个字母组成', 'The OJ must be 1 to 20 letters'],
  Admin_tag_not_found: ['标签不存在', 'The tag does not exist'],
  Admin_tag_exists: ['标签 {name} 已存在', 'The tag {name} already exists'],
  Admin_tag_classification_oj_mismatch: ['标签与分类必须属于同一个 OJ', 'A tag and its classification must belong to the same OJ'],
  Admin_classification_name_required: ['分类名称不能为空', 'The classification name is required'],
  Admin_classification_name_too_long: [
    `分类名称不能超过 ${L.tagNameMax} 个字符`,
    `The classification name may be at most ${L.tagNameMax} characters`,
  ],
  Admin_classification_rank_invalid: ['排序值必须是不小于 0 的整数', 'The rank must be an integer of at least 0'],
  Admin_classification_not_found: ['标签分类不存在', 'The tag classification does not exist'],
  Admin_classification_exists: ['分类 {name} 已存在', 'The classification {name} already exists'],
} as const satisfies Record<string, readonly [string, string]>;
