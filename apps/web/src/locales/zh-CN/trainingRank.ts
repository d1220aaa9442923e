// zh-CN trainingRank.
export const trainingRank = {
};
