// zh-CN 比赛榜单：排名、场外榜、滚榜.
export const contestBoard = {} as const;
