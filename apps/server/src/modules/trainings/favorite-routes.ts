// Favourites and likes of trainings and chapters (docs/trainings-chapters.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const trainingFavoriteRoutes: FastifyPluginAsyncZod = async () => {};

export default trainingFavoriteRoutes;
