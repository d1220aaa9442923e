// zh-CN discussions, comments and replies.
export const discussion = {
};
