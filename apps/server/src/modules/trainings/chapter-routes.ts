// Training chapters: the user-view chapter list, the chapter rank and the back office's chapter list (docs/trainings-chapters.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const trainingChapterRoutes: FastifyPluginAsyncZod = async () => {};

export default trainingChapterRoutes;
