// Submissions routes: submit, details, case results, lists, sharing, wrong-case download and the super admin's judge actions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const submissionsRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async () => {};

export default submissionsRoutes;
