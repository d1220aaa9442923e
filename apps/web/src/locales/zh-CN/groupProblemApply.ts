// zh-CN groupProblemApply.
export const groupProblemApply = {
};
