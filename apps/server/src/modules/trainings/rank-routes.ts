// Training rank routes (site and group trainings) (filled by issue 15).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const trainingRankRoutes: FastifyPluginAsyncZod = async () => {};

export default trainingRankRoutes;
