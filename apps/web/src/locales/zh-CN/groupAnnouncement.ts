// zh-CN groupAnnouncement: the group home's announcements and the group admins' Announcement tab.
export const groupAnnouncement = {
  heading: '团队公告',
  create: '发布公告',
  empty: '暂无公告',
  adminOnly: '只有团队管理员可以管理公告',
  table: { title: '标题', author: '作者', created: '发布时间', visible: '可见', actions: '操作' },
  form: {
    createTitle: '发布团队公告',
    editTitle: '编辑团队公告',
    title: '标题',
    content: '内容',
    required: '{{field}}不能为空',
    save: '保存',
    cancel: '取消',
  },
  delete: { title: '删除公告', content: '确定删除公告「{{title}}」吗？' },
  toast: { posted: '公告已发布', updated: '公告已更新' },
};
