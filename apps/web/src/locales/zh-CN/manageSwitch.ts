// zh-CN manageSwitch: the back office's switches and web configuration.
export const manageSwitch = {};
