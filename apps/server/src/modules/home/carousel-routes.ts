// The home carousel in the back office (root): image upload and removal.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const carouselAdminRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async () => {};

export default carouselAdminRoutes;
