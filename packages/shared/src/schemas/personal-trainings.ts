// Personal training calls under /api/personal/training (spec 002 §2.11, §7 "Personal trainings"; docs/api-trainings.md).
// They take the spec's names (page, size, id, parentId, the training object as the body) and ours (currentPage,
// limit, tid, {training}); the back office's schemas then check them.
import { z } from 'zod';
import { bodyBoolean, idParamSchema, limitSchema } from './common.ts';
import {
  AdminChapterListQuerySchema,
  AdminTrainingListQuerySchema,
  AdminTrainingProblemQuerySchema,
  TRAINING_LIMITS,
  TrainingCreateSchema,
  TrainingUpdateSchema,
} from './trainings.ts';

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Copies `from` to `to` when only `from` is given. */
const alias = (v: Fields, from: string, to: string): Fields => (from in v && !(to in v) ? { ...v, [to]: v[from] } : v);

const withAliases =
  (...pairs: [from: string, to: string][]) =>
  (v: unknown): unknown =>
    isObject(v) ? pairs.reduce((fields, [from, to]) => alias(fields, from, to), v) : v;

const pageAliases: [string, string][] = [
  ['page', 'currentPage'],
  ['size', 'limit'],
];

/** GET /api/personal/training/list: the caller's personal trainings (root: everyone's), 5 a page. */
export const PersonalTrainingListQuerySchema = z.preprocess(
  withAliases(...pageAliases),
  AdminTrainingListQuerySchema.extend({
    limit: limitSchema(TRAINING_LIMITS.personalListPageSize).default(TRAINING_LIMITS.personalListPageSize),
  }),
);

/** GET and DELETE /api/personal/training: `id` (or `tid`). */
export const PersonalTrainingIdQuerySchema = z.preprocess(withAliases(['tid', 'id']), z.object({ id: idParamSchema }));

/** The training object itself as the body, or wrapped as {training} (the back office's shape). */
const unwrapped = (v: unknown): unknown => (isObject(v) && isObject(v.training) ? v.training : v);

/** POST /api/personal/training: the form; author, source and status are the server's. */
export const PersonalTrainingCreateSchema = z.preprocess((v) => ({ training: unwrapped(v) }), TrainingCreateSchema);

/** PUT /api/personal/training: {id, ...training} (or {id, training}); the visibility has its own call. */
export const PersonalTrainingUpdateSchema = z.preprocess(
  (v) => (isObject(v) ? { id: v.id ?? v.tid, training: unwrapped(v) } : v),
  TrainingUpdateSchema,
);

/** PUT /api/personal/training/change-status {id (or tid), status, author?}: author is ignored. */
export const PersonalTrainingStatusSchema = z.preprocess(withAliases(['tid', 'id']), z.object({ id: idParamSchema, status: bodyBoolean }));

/** GET /api/personal/training/chapter-list: a personal training's chapters (`parentId`, or `tid`/`trainingId`), 10 a page. */
export const PersonalChapterListQuerySchema = z.preprocess(
  withAliases(...pageAliases, ['parentId', 'trainingId'], ['tid', 'trainingId']),
  AdminChapterListQuerySchema,
);

/** GET /api/personal/training/problem-list: as the back office's; `auth` is accepted for the spec's clients and
 * ignored (a personal training takes public problems only). */
export const PersonalTrainingProblemQuerySchema = z.preprocess(withAliases(...pageAliases), AdminTrainingProblemQuerySchema);
