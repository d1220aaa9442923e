// Message keys of problem import, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const importMessages = {
  Import_fps_xml_invalid: ['FPS 文件不是合法的 XML：{detail}', 'The FPS file is not well-formed XML: {detail}'],
  Import_fps_title_missing: ['题目缺少标题', 'The problem has no title'],
  Import_fps_limit_invalid: ['{field} 的值 “{value}” 不是正数', 'The value "{value}" of {field} is not a positive number'],
  Import_fps_unit_invalid: ['{field} 的单位 “{unit}” 无效（应为 {allowed}）', 'The unit "{unit}" of {field} is not valid (expected {allowed})'],
  Import_fps_tests_missing: ['题目没有测试数据（test_input）', 'The problem has no test data (test_input)'],
  Import_fps_test_input_missing: ['第 {n} 组测试数据只有输出，缺少输入', 'Test case {n} has an output but no input'],
  Import_fps_spj_language_unsupported: ['特殊评测程序的语言 {language} 不受支持（应为 C 或 C++）', 'The special judge language {language} is not supported (expected C or C++)'],
  Import_fps_remote_problem: ['远程评测题目（{oj}）无法导入', 'Remote judge problems ({oj}) cannot be imported'],
  Import_file_not_found: ['文件 {file} 不存在', 'The file {file} does not exist'],
} as const satisfies Record<string, readonly [string, string]>;
