// zh-CN trainingFavorite: favourites and likes of trainings and chapters.
export const trainingFavorite = {
  favorite: '收藏',
  unfavorite: '取消收藏',
  like: '点赞',
  unlike: '取消点赞',
  filter: {
    onlyFavorite: '我的收藏',
    source: '来源',
    all: '全部',
    official: '官方',
    personal: '个人',
  },
  emptyFavorites: '还没有收藏的训练',
};
