// Back-office contest routes.
export const CONTEST_ADMIN_LIST_PATH = '/manage/contest';
export const CREATE_CONTEST_PATH = '/manage/contest/create';
export const editContestPath = (cid: number) => `/manage/contest/${cid}/edit`;
export const contestProblemsAdminPath = (cid: number) => `/manage/contest/${cid}/problems`;
