// zh-CN group administration: the group's problem admin view and problem form.
export const manageGroup = {
  adminOnly: '仅团队管理员可以访问此页面',
  problem: {
    adminMode: '题目管理',
    adminModeHint: '创建、编辑和删除团队题目（包括隐藏的题目）',
    displayIdHelp: '无需填写团队前缀，保存时自动加上；只能包含字母、数字、下划线和连字符',
    id: 'ID',
    displayId: '题目编号',
    title: '标题',
    author: '作者',
    auth: '权限',
    modified: '最近修改',
    actions: '操作',
    create: '创建题目',
    search: '搜索题目编号或标题',
    empty: '团队暂无题目',
    deleteTitle: '删除题目',
    deleteContent: '确定删除题目 {{id}} {{title}} 吗？它的测试数据和提交记录也会一起删除。',
  },
};
