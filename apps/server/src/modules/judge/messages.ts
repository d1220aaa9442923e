// Message keys of this module, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
import { LIMITS } from '@verdict/shared';

export const judgeMessages = {
  Judge_code_required: ['代码不能为空', 'Code can not be empty'],
  Judge_code_too_long: [`代码长度不能超过 ${LIMITS.codeMax}`, `Code Length can not exceed ${LIMITS.codeMax}`],
  Judge_language_required: ['请选择编程语言', 'Please choose a language'],
  Judge_language_unknown: ['不支持该编程语言', 'This language is not supported'],
  Judge_language_not_allowed: ['该题目不支持使用此编程语言', 'This problem does not accept this language'],
  Judge_spj_language_invalid: [
    '特殊判题程序或交互程序只能使用 C 或 C++ 编写',
    'Special judges and interactors must be written in C or C++',
  ],
  Judge_compile_mode_invalid: ['编译类型只能是 spj 或 interactive', 'The mode must be spj or interactive'],
  Judge_extra_file_name_invalid: ['额外文件名不合法', 'Invalid extra file name'],
  Judge_problem_required: ['请指定题目', 'The problem is required'],
  Judge_problem_not_found: ['该题目不存在', 'The problem does not exist'],
  Judge_test_data_missing: ['测试数据 {hash} 不在文件存储中', 'Test data {hash} is not in the file store'],
  Judge_problem_no_access: ['您没有权限访问该题目', 'You do not have access to this problem'],
  Judge_switch_closed: [
    '网站当前未开启该类评测，禁止提交或在线测试',
    'Judging of this kind is closed at the moment: no submissions or online tests',
  ],
  Judge_test_input_required: ['测试输入不能为空', 'The test input is required'],
  Judge_test_input_too_long: [
    `测试输入不能超过 ${LIMITS.testInputMax} 个字符`,
    `The test input may be at most ${LIMITS.testInputMax} characters`,
  ],
  Judge_expected_output_too_long: [
    `期望输出不能超过 ${LIMITS.codeMax} 个字符`,
    `The expected output may be at most ${LIMITS.codeMax} characters`,
  ],
  Judge_test_too_frequent: ['在线测试过于频繁，请 {seconds} 秒后再试', 'Online tests too frequent, please try again in {seconds} s'],
  Judge_test_key_required: ['缺少在线测试的 testJudgeKey', 'The testJudgeKey of the online test is required'],
  Judge_test_not_found: ['该在线测试不存在或已过期，请重新测试', 'The online test does not exist or has expired, please run it again'],
  /** The compiler's own message, shown as it is. */
  Judge_compiler_message: ['{message}', '{message}'],
  Judge_failed: ['评测机出错：{message}', 'The judge failed: {message}'],
  Judge_no_server: ['当前没有可用的评测机，请稍后再试', 'No judge server is available, please try again later'],
  Judge_no_answer: ['评测机未能及时响应，请稍后再试', 'No judge server answered in time, please try again later'],
  Judge_result_mismatch: ['评测结果与任务类型不符', 'The result does not match the kind of the task'],
} as const satisfies Record<string, readonly [string, string]>;
