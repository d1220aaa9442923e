// zh-CN personalTraining: personal trainings: the /personal centre, its training list, form, problems and chapters.
export const personalTraining = {};
