// Trainings routes: the site-wide training calls of spec 002 §7 "Trainings" (docs/api-trainings.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RegisterTrainingSchema, TrainingIdQuerySchema, TrainingListQuerySchema } from '@verdict/shared';
import { translate } from '../../i18n/messages.ts';
import { currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { listTrainingCategories } from './categories.ts';
import { registerTraining, trainingAccess, trainingDetail } from './detail.ts';
import { listTrainings } from './list.ts';
import { trainingProblemList } from './problems.ts';

const trainingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trainings'];

  app.get('/get-training-category', { schema: { tags } }, async () => ok(await listTrainingCategories(app.db)));

  app.get('/get-training-list', { schema: { tags, querystring: TrainingListQuerySchema } }, async (request) =>
    ok(await listTrainings(app.db, request.query, request.user)),
  );

  app.get('/get-training-detail', { schema: { tags, querystring: TrainingIdQuerySchema } }, async (request) =>
    ok(await trainingDetail(app.db, request.query.tid, request.user)),
  );

  app.get('/get-training-access', { schema: { tags, querystring: TrainingIdQuerySchema }, preValidation: requireLogin }, async (request) =>
    ok(await trainingAccess(app.db, request.query.tid, currentUser(request))),
  );

  app.post('/register-training', { schema: { tags, body: RegisterTrainingSchema }, preValidation: requireLogin }, async (request) => {
    await registerTraining(app.db, currentUser(request), request.body);
    return ok(null, translate('Training_register_success', request.lang));
  });

  app.get('/get-training-problem-list', { schema: { tags, querystring: TrainingIdQuerySchema } }, async (request) =>
    ok(await trainingProblemList(app.db, request.query.tid, request.user)),
  );
};

export default trainingsRoutes;
