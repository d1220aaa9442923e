// Message keys of problem export, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const exportMessages = {
  Export_problem_not_found: ['题目不存在：{pids}', 'No problem with the id {pids}'],
  Export_testcase_missing: ['题目 {problemId} 的测试数据文件 {name} 缺失', 'The test data file {name} of problem {problemId} is missing'],
  Export_fps_interactive: [
    '交互题 {problemId} 无法导出为 FPS（FPS 没有交互评测）',
    'The interactive problem {problemId} cannot be exported as FPS (FPS has no interactive judging)',
  ],
} as const satisfies Record<string, readonly [string, string]>;
