// Problems routes: the public problem calls of spec 000 §7 (lists, tags, detail, templates, languages, status).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LanguagesQuerySchema,
  ProblemDetailQuerySchema,
  ProblemListQuerySchema,
  ProblemOjQuerySchema,
  ProblemPidQuerySchema,
} from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { enabledTemplates, problemDetail, visibleProblemPid } from './detail.ts';
import { localLanguages, problemLanguageList } from './languages.ts';
import { listProblems, randomPublicProblem } from './list.ts';
import { listTagGroups, listTags, tagsOfProblem } from './tags.ts';

const problemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['problems'];

  app.get('/get-all-problem-tags', { schema: { tags, querystring: ProblemOjQuerySchema } }, async (request) =>
    ok(await listTags(app.db, request.query.oj)),
  );

  app.get('/get-problem-tags-and-classification', { schema: { tags, querystring: ProblemOjQuerySchema } }, async (request) =>
    ok(await listTagGroups(app.db, request.query.oj)),
  );

  app.get('/get-problem-list', { schema: { tags, querystring: ProblemListQuerySchema } }, async (request) =>
    ok(await listProblems(app.db, request.query, request.user)),
  );

  app.get('/get-random-problem', { schema: { tags } }, async () => ok(await randomPublicProblem(app.db)));

  app.get('/get-problem-detail', { schema: { tags, querystring: ProblemDetailQuerySchema } }, async (request) =>
    ok(await problemDetail(app.db, request.query.problemId, request.user, request.query.gid)),
  );

  app.get('/get-problem-code-template', { schema: { tags, querystring: ProblemPidQuerySchema } }, async (request) =>
    ok(await enabledTemplates(app.db, await visibleProblemPid(app.db, request.query.pid, request.user))),
  );

  app.get('/get-problem-languages', { schema: { tags, querystring: ProblemPidQuerySchema } }, async (request) =>
    ok(await problemLanguageList(app.db, await visibleProblemPid(app.db, request.query.pid, request.user))),
  );

  app.get('/get-problem-tags', { schema: { tags, querystring: ProblemPidQuerySchema } }, async (request) =>
    ok(await tagsOfProblem(app.db, await visibleProblemPid(app.db, request.query.pid, request.user))),
  );

  // all=true, or no pid: every local language; otherwise the problem's.
  app.get('/languages', { schema: { tags, querystring: LanguagesQuerySchema } }, async (request) => {
    const { all, pid } = request.query;
    if (all || pid === undefined) return ok(await localLanguages(app.db));
    return ok(await problemLanguageList(app.db, await visibleProblemPid(app.db, pid, request.user)));
  });
};

export default problemsRoutes;
