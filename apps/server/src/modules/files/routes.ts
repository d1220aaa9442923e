// Files routes (filled by the discussions issue): markdown image and file uploads and their serving.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const filesRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async () => {};

export default filesRoutes;
