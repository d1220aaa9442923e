// zh-CN focus mode: the toggle and the problem strip.
export const focusMode = {
  enter: '专注模式',
  exit: '退出专注模式',
  problems: '题目',
  previous: '上一题',
  next: '下一题',
};
