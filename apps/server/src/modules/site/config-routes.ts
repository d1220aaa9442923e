// Site switches and the web configuration in the back office (root).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const siteConfigRoutes: FastifyPluginAsyncZod = async () => {};

export default siteConfigRoutes;
