// Group rank, avatar and disband-code routes (filled by issue 15).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const groupRankRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async () => {};

export default groupRankRoutes;
