// Contest helper routes (issue 13): filled in by the helper work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const contestHelperRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async () => {};

export default contestHelperRoutes;
