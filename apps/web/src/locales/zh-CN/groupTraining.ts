// zh-CN group trainings: the group's Training tab and its admin mode.
export const groupTraining = {
  heading: '团队训练',
  adminMode: '训练管理',
  adminModeHint: '创建、编辑训练，管理题目、可见性，删除训练',
  admin: {
    addProblems: '从团队题目或公共题目添加',
  },
};
