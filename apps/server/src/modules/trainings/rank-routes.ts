// Training rank routes (site and group trainings): get-training-rank, for whoever may open the training (login
// required; a group training's members; a private one's registered users and admins).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TrainingRankQuerySchema } from '@verdict/shared';
import { requireLogin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { trainingRank } from './rank.ts';

const trainingRankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-training-rank',
    { schema: { tags: ['trainings'], querystring: TrainingRankQuerySchema }, preValidation: requireLogin },
    async (request) => ok(await trainingRank(app.db, request.query, request.user)),
  );
};

export default trainingRankRoutes;
