// Back-office contest routes.
export const CONTEST_ADMIN_LIST_PATH = '/manage/contest';
export const CREATE_CONTEST_PATH = '/manage/contest/create';
export const editContestPath = (cid: number) => `/manage/contest/${cid}/edit`;
export const contestProblemsAdminPath = (cid: number) => `/manage/contest/${cid}/problems`;
export const contestAnnouncementsAdminPath = (cid: number) => `/manage/contest/${cid}/announcement`;
export const createContestProblemPath = (cid: number) => `/manage/contest/${cid}/problem/create`;
export const editContestProblemPath = (cid: number, pid: number) => `/manage/contest/${cid}/problem/${pid}/edit`;
