// Common wire schemas: pagination and query coercion shared by every list call.
import { z } from 'zod';
import { PAGE_SIZES } from '../constants/limits.ts';

/** currentPage below 1 (or missing, or junk) becomes 1. */
export const currentPageSchema = z.coerce
  .number()
  .int()
  .catch(1)
  .transform((n) => Math.max(1, n));

/** limit defaults per call and is bounded to 1..PAGE_SIZES.maxLimit. */
export const limitSchema = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .catch(fallback)
    .transform((n) => Math.min(PAGE_SIZES.maxLimit, Math.max(1, n)));

export const paginationSchema = (defaultLimit: number) =>
  z.object({ currentPage: currentPageSchema.default(1), limit: limitSchema(defaultLimit).default(defaultLimit) });

export type Pagination = { currentPage: number; limit: number };

/** The largest id a serial (int4) column holds: a larger one names no row, and PostgreSQL would refuse to compare it. */
export const MAX_ID = 2_147_483_647;

export const idParamSchema = z.coerce.number().int().positive().max(MAX_ID);

/** Query booleans arrive as strings. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** A context id (contest, group, training) in a body: absent, null, '' and 0 all mean none; "1000" is 1000. */
export const contextIdSchema = z
  .preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number().int().min(0).max(MAX_ID).nullable())
  .optional()
  .transform((id) => id || null);

/** A boolean in a body: true/false, or the strings and digits some clients send. */
export const bodyBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
