// zh-CN chapters: training chapters: the chapter list and chapter rank tabs, the back office's and group's chapter admin.
export const chapters = {};
