// Contest board routes (issue 13, spec 001 §7, reference §5.4–§5.9): the in-contest board, the outside board and
// its info (visitors too when the contest opens its rank), and the contest admins' xlsx and code zip.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContestAcSubmissionQuerySchema, ContestIdQuerySchema, ContestRankExportQuerySchema, ContestRankSchema } from '@verdict/shared';
import { currentUser, requireLogin } from '../../plugins/app/auth.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { contestCodeZip, contestRankWorkbook } from './board-export.ts';
import { contestRank, outsideInfo, outsideScoreboard } from './board-service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** ok(data)'s answer around data the service wrote as JSON already (a board page: its rows are written once). */
const sendWritten = (reply: FastifyReply, data: string) =>
  reply.type('application/json; charset=utf-8').send(`{"status":200,"msg":"success","data":${data}}`);

const contestBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contests'];

  app.post('/get-contest-rank', { schema: { tags, body: ContestRankSchema }, preValidation: requireLogin }, async (request, reply) =>
    sendWritten(reply, await contestRank(app.db, request.body, currentUser(request))),
  );

  app.post('/get-contest-outside-scoreboard', { schema: { tags, body: ContestRankSchema } }, async (request, reply) =>
    sendWritten(reply, await outsideScoreboard(app.db, request.body, request.user)),
  );

  app.get('/get-contest-outsize-info', { schema: { tags, querystring: ContestIdQuerySchema } }, async (request) =>
    ok(await outsideInfo(app.db, request.query.cid, request.user)),
  );

  app.get(
    '/file/download-contest-rank',
    { schema: { tags, querystring: ContestRankExportQuerySchema }, preValidation: requireLogin },
    async (request, reply) => {
      const { fileName, body } = await contestRankWorkbook(app.db, request.query, currentUser(request));
      return reply.type(XLSX).header('content-disposition', `attachment; filename="${fileName}"`).send(body);
    },
  );

  app.get(
    '/file/download-contest-ac-submission',
    { schema: { tags, querystring: ContestAcSubmissionQuerySchema }, preValidation: requireLogin },
    async (request, reply) => {
      const { fileName, body } = await contestCodeZip(app.db, request.query, currentUser(request));
      return reply.type('application/zip').header('content-disposition', `attachment; filename="${fileName}"`).send(body);
    },
  );
};

export default contestBoardRoutes;
