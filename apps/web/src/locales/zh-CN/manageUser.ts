// zh-CN manageUser: the back office's users: list, edit, sessions, batch import and generation.
export const manageUser = {};
