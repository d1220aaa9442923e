// Group announcement routes (filled by issue 15).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const groupAnnouncementRoutes: FastifyPluginAsyncZod = async () => {};

export default groupAnnouncementRoutes;
