// Links of a group's training pages (/group/:groupID/training/...) and the group id of a route parameter.
import type { TrainingScope } from '@/lib/training-scope';

const problemSegment = (problemId: string) => encodeURIComponent(problemId);

export const groupTrainingListPath = (gid: number) => `/group/${gid}/training`;
export const groupTrainingPath = (gid: number, tid: number) => `${groupTrainingListPath(gid)}/${tid}`;
export const groupTrainingProblemsPath = (gid: number, tid: number) => `${groupTrainingPath(gid, tid)}/problems`;
export const groupTrainingRankPath = (gid: number, tid: number) => `${groupTrainingPath(gid, tid)}/rank`;
export const groupTrainingChaptersPath = (gid: number, tid: number) => `${groupTrainingPath(gid, tid)}/chapters`;
export const groupTrainingChapterRankPath = (gid: number, tid: number) => `${groupTrainingPath(gid, tid)}/chapter-rank`;
export const groupTrainingProblemPath = (gid: number, tid: number, problemId: string) =>
  `${groupTrainingPath(gid, tid)}/problem/${problemSegment(problemId)}`;
export const groupTrainingFocusPath = (gid: number, tid: number, problemId: string) =>
  `${groupTrainingProblemPath(gid, tid, problemId)}/full-screen`;

/** The group id of a route parameter; null when it is not a positive integer. */
export const parseGid = (raw: string | undefined): number | null => {
  const gid = Number(raw);
  return Number.isInteger(gid) && gid > 0 ? gid : null;
};

export const groupTrainingScope = (gid: number): TrainingScope => ({
  gid,
  listPath: groupTrainingListPath(gid),
  detailsPath: (tid) => groupTrainingPath(gid, tid),
  problemsPath: (tid) => groupTrainingProblemsPath(gid, tid),
  rankPath: (tid) => groupTrainingRankPath(gid, tid),
  chaptersPath: (tid) => groupTrainingChaptersPath(gid, tid),
  chapterRankPath: (tid) => groupTrainingChapterRankPath(gid, tid),
  problemPath: (tid, problemId) => groupTrainingProblemPath(gid, tid, problemId),
  focusPath: (tid, problemId) => groupTrainingFocusPath(gid, tid, problemId),
});
