// Back-office training routes.
export const TRAINING_ADMIN_LIST_PATH = '/manage/training';
export const CREATE_TRAINING_PATH = '/manage/training/create';
export const editTrainingPath = (tid: number) => `/manage/training/${tid}/edit`;
export const trainingProblemsAdminPath = (tid: number) => `/manage/training/${tid}/problems`;
export const trainingChaptersAdminPath = (tid: number) => `/manage/training/${tid}/chapters`;
export const createChapterPath = (tid: number) => `/manage/training/${tid}/chapter/create`;
export const editChapterPath = (tid: number, chapterId: number) => `/manage/training/${tid}/chapter/edit?chapterId=${chapterId}`;
