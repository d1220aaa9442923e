// zh-CN trainingRank: the Rank tab of a site or group training.
export const trainingRank = {
  tab: '排名',
  searchPlaceholder: '搜索用户名、昵称',
  user: '用户',
  realname: '真实姓名',
  ac: 'AC',
  totalRunTime: '总运行时间',
  runTime: '{{ms}} ms',
  empty: '还没有人提交该训练的题目',
  noMatch: '没有匹配的用户',
  totalUsers: '共 {{count}} 人',
};
