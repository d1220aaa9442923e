// Discussion routes (filled by the discussions issue).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const discussionRoutes: FastifyPluginAsyncZod = async () => {};

export default discussionRoutes;
