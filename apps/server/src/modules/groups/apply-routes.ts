// Group problem "apply to make public" routes and their review (filled by issue 15).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const groupProblemApplyRoutes: FastifyPluginAsyncZod = async () => {};

export default groupProblemApplyRoutes;
