// Ranks routes (issue 13): filled in by the ranks work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const ranksRoutes: FastifyPluginAsyncZod = async () => {};

export default ranksRoutes;
