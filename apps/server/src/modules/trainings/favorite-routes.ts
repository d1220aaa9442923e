// Favourites and likes of trainings and chapters (docs/trainings-chapters.md, docs/api-trainings.md): logged-in
// callers who see the training; GET toggles as discussion-like does.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TrainingFavoriteQuerySchema, TrainingLikeQuerySchema } from '@verdict/shared';
import { currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { favoriteTraining, likeTraining } from './favorites.ts';

const trainingFavoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trainings'];

  app.get(
    '/training-favorite',
    { schema: { tags, querystring: TrainingFavoriteQuerySchema }, preValidation: requireLogin },
    async (request) => ok(await favoriteTraining(app.db, currentUser(request), request.query.tid, request.query.toFavorite)),
  );

  app.get('/training-like', { schema: { tags, querystring: TrainingLikeQuerySchema }, preValidation: requireLogin }, async (request) =>
    ok(await likeTraining(app.db, currentUser(request), request.query.tid, request.query.toLike)),
  );
};

export default trainingFavoriteRoutes;
