// Whose trainings the training admin screens manage: the back office's (site trainings) or a group's. The screens
// are the same; the calls, the links, the rights and whether site categories apply come from the scope.
import { createContext } from 'react';
import type { AdminTraining, AdminTrainingProblem, PageResult, TrainingForm } from '@verdict/shared';
import type { AdminKeywordParams } from '@/lib/list-paging';

export interface TrainingProblemListParams {
  keyword: string;
  currentPage: number;
  limit: number;
  /** true: the training's problems; false: the problems that may be added and are not in it yet. */
  queryExisted: boolean;
}

export interface TrainingAdminBackend {
  list: (params: AdminKeywordParams) => Promise<PageResult<AdminTraining>>;
  /** A training's chapters, hidden ones too. */
  chapters: (trainingId: number, params: AdminKeywordParams) => Promise<PageResult<AdminTraining>>;
  get: (tid: number) => Promise<AdminTraining>;
  create: (training: TrainingForm) => Promise<unknown>;
  update: (id: number, training: TrainingForm) => Promise<unknown>;
  remove: (tid: number) => Promise<unknown>;
  changeStatus: (body: { tid: number; status: boolean }) => Promise<unknown>;
  problems: (tid: number, params: TrainingProblemListParams) => Promise<PageResult<AdminTrainingProblem>>;
  addProblem: (body: { tid: number; pid: number }) => Promise<unknown>;
  updateRank: (body: { tid: number; pid: number; rank: number }) => Promise<unknown>;
  removeProblem: (body: { tid: number; pid: number }) => Promise<unknown>;
}

export interface TrainingRights {
  canEdit: (training: { uid: string | null }) => boolean;
  canDelete: (training: { uid: string | null }) => boolean;
  manageCategories: boolean;
}

export interface TrainingAdminPaths {
  list: string;
  create: string;
  edit: (tid: number) => string;
  problems: (tid: number) => string;
  /** The chapter list of a training split into chapters. */
  chapters: (tid: number) => string;
  /** The pages that create and edit a chapter; absent: a dialog over the chapter list does (groups, spec 002 §2.3). */
  chapterPages?: {
    create: (tid: number) => string;
    edit: (tid: number, chapterId: number) => string;
  };
  /** The training as its users see it. */
  view: (tid: number) => string;
}

export interface TrainingAdminScope {
  /** Tells the scopes' cached lists apart. */
  key: string;
  backend: TrainingAdminBackend;
  paths: TrainingAdminPaths;
  /** Site categories (only site trainings have them). */
  categories: boolean;
  /** Translation key of the problem picker's title. */
  pickerTitle: string;
  /** A group's rights; absent: the back office's rights by role. */
  rights?: TrainingRights;
  /** Trainings a page in the list; absent: the back office's 10. */
  pageSize?: number;
  /** false: the form has no visible switch (the personal centre switches from its list only). */
  statusInForm?: boolean;
}

/**
 * Rendered as the provider around a group's training admin screens (React 19 context provider); without one the
 * training admin feature uses the back office's own scope.
 */
export const TrainingAdminScopeContext = createContext<TrainingAdminScope | null>(null);
