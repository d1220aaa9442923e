// zh-CN trainingFavorite: favourites and likes of trainings and chapters.
export const trainingFavorite = {};
