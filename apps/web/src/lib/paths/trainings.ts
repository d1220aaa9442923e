// Links of the site-wide training pages.
const problemSegment = (problemId: string) => encodeURIComponent(problemId);

export const trainingPath = (tid: number) => `/training/${tid}`;
export const trainingProblemsPath = (tid: number) => `/training/${tid}/problems`;
export const trainingRankPath = (tid: number) => `/training/${tid}/rank`;
export const trainingChaptersPath = (tid: number) => `/training/${tid}/chapters`;
export const trainingChapterRankPath = (tid: number) => `/training/${tid}/chapter-rank`;
export const trainingProblemPath = (tid: number, problemId: string) => `/training/${tid}/problem/${problemSegment(problemId)}`;
export const trainingFocusPath = (tid: number, problemId: string) => `${trainingProblemPath(tid, problemId)}/full-screen`;

/** The training id of a route parameter; null when it is not a positive integer. */
export const parseTid = (raw: string | undefined): number | null => {
  const tid = Number(raw);
  return Number.isInteger(tid) && tid > 0 ? tid : null;
};
