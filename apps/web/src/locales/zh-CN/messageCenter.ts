// zh-CN the message centre.
export const messageCenter = {
};
