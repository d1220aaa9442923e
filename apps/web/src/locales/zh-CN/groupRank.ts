// zh-CN groupRank.
export const groupRank = {
};
