// Personal trainings under /api/personal/training (spec 002 §2.11, §7; docs/trainings-chapters.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const personalTrainingRoutes: FastifyPluginAsyncZod = async () => {};

export default personalTrainingRoutes;
