// zh-CN 比赛工具：公告、打印、AC 信息、重判.
export const contestHelpers = {} as const;
