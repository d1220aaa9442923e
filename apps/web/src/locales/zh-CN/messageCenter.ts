// zh-CN the message centre.
export const messageCenter = {
  title: '消息中心',
  new: '新',
  delete: '删除',
  deleteTitle: '删除消息',
  deleteConfirm: '确定删除这条消息吗？',
  cleanAll: '清空',
  cleanAllTitle: '清空消息',
  cleanAllConfirm: '确定清空全部「{{kind}}」消息吗？此操作无法撤销。',
  empty: '暂无消息',
  unknownUser: '已注销用户',
  action: {
    Discuss: '评论了你的帖子',
    Reply: '回复了你',
    Like_Post: '赞了你的评论',
    Like_Discuss: '赞了你的帖子',
  },
  source: { Discussion: '来源帖子：', Contest: '来源比赛：' },
};
