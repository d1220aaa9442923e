// Links of the personal centre (/personal, spec 002 §2.11): the caller's own trainings, their problems and chapters.
export const PERSONAL_PATH = '/personal';
export const PERSONAL_TRAINING_LIST_PATH = '/personal/training';
export const CREATE_PERSONAL_TRAINING_PATH = '/personal/training/create';
export const editPersonalTrainingPath = (tid: number) => `/personal/training/${tid}/edit`;
export const personalTrainingProblemsPath = (tid: number) => `/personal/training/${tid}/problems`;
export const personalTrainingChaptersPath = (tid: number) => `/personal/training/${tid}/chapters`;
export const createPersonalChapterPath = (tid: number) => `/personal/training/${tid}/chapter/create`;
export const editPersonalChapterPath = (tid: number, chapterId: number) => `/personal/training/${tid}/chapter/edit?chapterId=${chapterId}`;
