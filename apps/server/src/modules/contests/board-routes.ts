// Contest board routes (issue 13): filled in by the board work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const contestBoardRoutes: FastifyPluginAsyncZod = async () => {};

export default contestBoardRoutes;
