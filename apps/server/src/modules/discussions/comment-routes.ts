// Comment routes (filled by the discussions issue).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const commentRoutes: FastifyPluginAsyncZod = async () => {};

export default commentRoutes;
