// Message keys of training chapters and the chapter rank, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const chapterMessages = {
  Training_chapter_parent_not_split: ['该训练未启用章节，不能添加章节', 'The training is not split into chapters; it takes no chapters'],
  Training_chapter_of_chapter: ['章节不能再包含章节', 'A chapter cannot have chapters'],
  Training_chapter_problems_in_chapters: [
    '该训练已启用章节，请将题目添加到章节中',
    'The training is split into chapters; add the problems to its chapters',
  ],
} as const satisfies Record<string, readonly [string, string]>;
