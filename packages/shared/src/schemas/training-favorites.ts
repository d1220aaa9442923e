// Favourites and likes of trainings and chapters (docs/trainings-chapters.md "Favourites and likes").
import { z } from 'zod';
import { queryBoolean } from './common.ts';
import { TrainingIdQuerySchema } from './trainings.ts';

const choice = (error: string) => z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error }).pipe(queryBoolean);

/** GET training-favorite: true favourites the training, false takes it back. */
export const TrainingFavoriteQuerySchema = TrainingIdQuerySchema.extend({ toFavorite: choice('Training_favorite_choice_invalid') });

/** GET training-like: true likes the training, false takes it back. */
export const TrainingLikeQuerySchema = TrainingIdQuerySchema.extend({ toLike: choice('Training_like_choice_invalid') });
