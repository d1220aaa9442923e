// Message keys of problem import, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const importMessages = {
  Import_fps_xml_invalid: ['FPS 文件不是合法的 XML：{detail}', 'The FPS file is not well-formed XML: {detail}'],
  Import_fps_title_missing: ['题目缺少标题', 'The problem has no title'],
  Import_fps_limit_invalid: ['{field} 的值 “{value}” 不是正数', 'The value "{value}" of {field} is not a positive number'],
  Import_fps_unit_invalid: [
    '{field} 的单位 “{unit}” 无效（应为 {allowed}）',
    'The unit "{unit}" of {field} is not valid (expected {allowed})',
  ],
  Import_fps_tests_missing: ['题目没有测试数据（test_input）', 'The problem has no test data (test_input)'],
  Import_fps_test_input_missing: ['第 {n} 组测试数据只有输出，缺少输入', 'Test case {n} has an output but no input'],
  Import_fps_spj_language_unsupported: [
    '特殊评测程序的语言 {language} 不受支持（应为 C 或 C++）',
    'The special judge language {language} is not supported (expected C or C++)',
  ],
  Import_fps_remote_problem: ['远程评测题目（{oj}）无法导入', 'Remote judge problems ({oj}) cannot be imported'],
  Import_file_not_found: ['文件 {file} 不存在', 'The file {file} does not exist'],
  Import_format_unknown: [
    '无法识别的题目文件：应为 FPS XML 文件，或 HOJ、QDUOJ、Hydro 格式的 zip 压缩包',
    'The file is not a problem file we can import: expected FPS XML, or a HOJ, QDUOJ or Hydro zip',
  ],
  Import_format_mismatch: ['该文件不是 {expected} 格式', 'The file is not in the {expected} format'],
  Import_format_mismatch_found: [
    '该文件不是 {expected} 格式，其内容是 {found} 格式',
    'The file is not in the {expected} format: its content is in the {found} format',
  ],
  Import_display_id_taken: ['题号 {wanted} 已存在，已改用 {problemId} 导入', 'The display id {wanted} exists; imported as {problemId}'],
  Import_display_id_invalid: [
    '题号 {wanted} 不合法，已改用 {problemId} 导入',
    'The display id {wanted} is not valid; imported as {problemId}',
  ],
  Import_tests_missing: ['题目没有测试数据', 'The problem has no test data'],
  Import_file_missing: ['缺少文件 {name}', 'The file {name} is missing'],
  Import_json_invalid: ['{file} 不是合法的 JSON：{detail}', '{file} is not valid JSON: {detail}'],
  Import_yaml_invalid: ['{file} 不是合法的 YAML：{detail}', '{file} is not valid YAML: {detail}'],
  Import_hoj_root_entry: [
    'HOJ 压缩包根目录中的 {name} 不合规：根目录只能有 problem_<id>.json 文件和 problem_<id>/ 文件夹',
    'The HOJ zip holds {name} at its root; only problem_<id>.json files and problem_<id>/ folders may be there',
  ],
  Import_hoj_json_missing: ['文件夹 {name} 缺少对应的 {json}', 'The folder {name} has no {json}'],
  Import_qduoj_json_missing: ['文件夹 {name} 中没有题目的 JSON 文件', 'The folder {name} holds no problem JSON file'],
  Import_hydro_type_unsupported: [
    '不支持导入类型为 {type} 的 Hydro 题目（应为 default 或 interactive）',
    'Hydro problems of type {type} cannot be imported (expected default or interactive)',
  ],
  Import_hydro_limit_invalid: [
    'config.yaml 中 {field} 的值 “{value}” 无效（单位应为 {units}）',
    'The {field} "{value}" in config.yaml is not valid (units: {units})',
  ],
} as const satisfies Record<string, readonly [string, string]>;
