// Site announcements in the back office (root): list, create, edit, delete.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const adminAnnouncementRoutes: FastifyPluginAsyncZod = async () => {};

export default adminAnnouncementRoutes;
