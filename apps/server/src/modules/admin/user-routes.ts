// Users in the back office (root): list, edit, delete, batch import, generation and its download (reference §10).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const adminUserRoutes: FastifyPluginAsyncZod = async () => {};

export default adminUserRoutes;
