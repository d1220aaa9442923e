// zh-CN back office: layout title and menu groups.
export const admin = {
  title: '{{site}} 后台',
  backToSite: '返回前台',
  siteGroup: '公告与通知',
  systemGroup: '系统设置',
  problemGroup: '题目管理',
  trainingGroup: '训练管理',
  contestGroup: '比赛管理',
};
