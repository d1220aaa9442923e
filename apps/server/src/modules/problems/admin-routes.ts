// Problem administration routes: problem CRUD, tags and classifications, test data upload and download.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const adminProblemsRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async () => {};

export default adminProblemsRoutes;
