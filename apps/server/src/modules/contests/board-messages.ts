// Message keys of the contest board calls, zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const contestBoardMessages = {
  Contest_export_admin_only: ['只有比赛管理员可以导出榜单与代码', 'Only the contest admins may export the board and the code'],
  Contest_split_type_invalid: ['分类方式只能是 user 或 problem', 'The split type must be user or problem'],
} as const satisfies Record<string, readonly [string, string]>;
