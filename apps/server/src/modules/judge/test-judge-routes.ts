// Online test and compile check routes: ephemeral judge jobs that never become submissions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const testJudgeRoutes: FastifyPluginAsyncZod = async () => {};

export default testJudgeRoutes;
