// Training answers (spec 002 §3 "Training / chapter"; docs/api-trainings.md).
import type { TrainingAuth, TrainingSource } from '../schemas/trainings.ts';
import type { ProblemListItem } from './problems.ts';

export interface TrainingCategory {
  id: number;
  name: string;
  color: string;
}

/** A row of get-training-list. */
export interface TrainingListItem {
  id: number;
  rank: number;
  title: string;
  auth: TrainingAuth;
  author: string | null;
  category: TrainingCategory | null;
  /** Public (auth 1) problems in the training. */
  problemCount: number;
  /** Of those, how many the caller solved; 0 for visitors and for private trainings the caller cannot open. */
  acCount: number;
  source: TrainingSource;
  /** Split into chapters: its problems are its visible chapters' (docs/trainings-chapters.md). */
  hasChapter: boolean;
  /** For a chapter, its training; null otherwise. */
  parentId: number | null;
  /** Visible chapters (0 unless hasChapter). */
  chapterCount: number;
  favoriteCount: number;
  likeCount: number;
  /** The caller's own favourite / like (false for visitors). */
  isFavorite: boolean;
  isLiked: boolean;
  gmtCreate: string;
  gmtModified: string;
}

/** get-training-detail: the row plus the introduction (Markdown). */
export interface TrainingDetail extends TrainingListItem {
  description: string;
}

/** get-training-access. */
export interface TrainingAccess {
  access: boolean;
}

/** A row of get-training-problem-list, in the training's order: a problem list row without its date. */
export type TrainingProblem = Omit<ProblemListItem, 'gmtModified'>;

/** A user's result on one training problem: Accepted if any submission was, else the latest submission's status. */
export interface TrainingRankCell {
  status: number;
  /** The best accepted run time (ms); null unless accepted. */
  runTime: number | null;
}

/** A row of get-training-rank (spec 002 §3 "Training rank row"). */
export interface TrainingRankRow {
  /** Place in the whole rank (equal ac and totalRunTime share it), kept when a keyword filters the rows. */
  rank: number;
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  /** Only for the training's admins (author, super admin, the group's root); null for the others. */
  realname: string | null;
  /** Training problems accepted. */
  ac: number;
  /** Σ of the best accepted run time (ms) of those problems. */
  totalRunTime: number;
  /** By display id (problemId): the problems the user submitted to. */
  submissionInfo: Record<string, TrainingRankCell>;
}

/** A user's progress in one chapter (chapter rank). */
export interface ChapterProgress {
  title: string;
  /** -1 none of its problems solved, 0 some, 1 all (spec 002 §6 "Chapter cell colours"). */
  status: -1 | 0 | 1;
  acCount: number;
  problemCount: number;
  /** Σ of the best accepted run time (ms) of the chapter's solved problems. */
  runTime: number;
}

/** A row of get-training-chapter-rank (spec 002 §3 "Chapter rank record"). */
export interface ChapterRankRow {
  rank: number;
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  /** Training admins only; null for the others. */
  realname: string | null;
  ac: number;
  totalRunTime: number;
  /** By chapter id (as a string). */
  chapterProgressMap: Record<string, ChapterProgress>;
}

/** get-training-chapter-rank: the page of rows and the training's visible chapters, in order (the columns). */
export interface ChapterRankPage {
  records: ChapterRankRow[];
  total: number;
  chapters: { id: number; title: string; problemCount: number }[];
}

/** The back office's training row and form values. */
export interface AdminTraining extends TrainingListItem {
  description: string;
  privatePwd: string | null;
  status: boolean;
  uid: string | null;
}

/** A row of the back office's training problem list (or of the add-from-public picker). */
export interface AdminTrainingProblem {
  pid: number;
  problemId: string;
  title: string;
  author: string | null;
  auth: number;
  /** The problem's place in the training; null in the picker. */
  rank: number | null;
}
