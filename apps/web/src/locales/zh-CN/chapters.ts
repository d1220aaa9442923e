// zh-CN chapters: training chapters: the chapter list and chapter rank tabs, the back office's and group's chapter admin.
export const chapters = {
  tab: {
    chapters: '章节',
    chapterRank: '章节排名',
  },
  list: {
    empty: '暂无章节',
    total: '共 {{total}} 个章节',
  },
  detail: {
    back: '返回训练',
    backTo: '返回训练：{{title}}',
    chapterCount: '{{count}} 个章节',
  },
  rank: {
    empty: '还没有人提交该训练章节的题目',
  },
  form: {
    hasChapter: '分章节',
    hasChapterHelp: '分章节的训练不直接包含题目：题目加在各章节中。创建后不可更改。',
  },
  admin: {
    chapters: '章节',
    heading: '{{title}} · 章节',
    create: '创建章节',
    createTitle: '创建章节',
    editTitle: '编辑章节',
    searchPlaceholder: '搜索章节标题',
    created: '创建时间',
    creator: '创建者',
    total: '共 {{total}} 个章节',
    empty: '暂无章节',
    backToChapters: '返回章节列表',
    deleteTitle: '删除章节',
    deleteContent: '确定删除章节“{{title}}”吗？此操作无法撤销。',
    notSplit: '该训练未分章节',
  },
};
