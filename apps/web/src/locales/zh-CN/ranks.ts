// zh-CN 排行榜与用户主页.
export const ranks = {} as const;
