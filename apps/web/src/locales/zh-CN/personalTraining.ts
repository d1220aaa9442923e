// zh-CN personalTraining: personal trainings: the /personal centre, its training list, form, problems and chapters.
export const personalTraining = {
  centre: {
    title: '个人中心',
    tabs: { training: '我的训练', notes: '我的笔记', contest: '我的比赛', setting: '我的设置' },
  },
  hint: '每位用户最多创建 {{max}} 个个人训练（章节不计）。新训练默认隐藏，打开“可见”后会出现在训练列表的“个人”来源中。',
};
