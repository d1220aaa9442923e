// Links of a group's admin screens (route table: GroupCreateProblem, GroupEditProblem, GroupCreateTraining,
// GroupEditTraining, GroupAdminTrainingProblemList, GroupAdminTrainingChapterList).
import { groupTrainingListPath } from '@/lib/paths/group-trainings';

const adminPath = (gid: number) => `/group/${gid}/admin`;

export const groupProblemListPath = (gid: number) => `/group/${gid}/problem`;
export const groupCreateProblemPath = (gid: number) => `${adminPath(gid)}/problem/create`;
export const groupEditProblemPath = (gid: number, pid: number) => `${adminPath(gid)}/problem/${pid}/edit`;

/** The Training tab in its admin mode. */
export const groupTrainingAdminPath = (gid: number) => `${groupTrainingListPath(gid)}?admin=1`;
export const groupCreateTrainingPath = (gid: number) => `${adminPath(gid)}/training/create`;
export const groupEditTrainingPath = (gid: number, tid: number) => `${adminPath(gid)}/training/${tid}/edit`;
export const groupTrainingProblemsAdminPath = (gid: number, tid: number) => `${adminPath(gid)}/training/${tid}/problems`;
export const groupTrainingChaptersAdminPath = (gid: number, tid: number) => `${adminPath(gid)}/training/${tid}/chapters`;
