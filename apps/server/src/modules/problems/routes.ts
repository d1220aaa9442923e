// Problems routes: the public problem calls of spec 000 §7 (lists, tags, detail, templates, languages, status).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const problemsRoutes: FastifyPluginAsyncZod = async () => {};

export default problemsRoutes;
