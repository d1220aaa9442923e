// Message keys of admin (dashboard), zh-CN then en-US; merged into the server catalogue (src/i18n/messages.ts).
export const adminDashboardMessages = {
  Judge_server_not_found: ['该评测机不存在', 'The judge server does not exist'],
  Judge_server_alive: [
    '该评测机仍在线（最近有心跳），只能移除已离线的评测机',
    'The judge server is still alive (it sent a heartbeat recently); only a dead server can be removed',
  ],
  Judge_server_removed: ['评测机已移除', 'The judge server has been removed'],
} as const satisfies Record<string, readonly [string, string]>;
