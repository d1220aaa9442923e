// The back office dashboard (reference §10): counts and the admin's previous login (admin roles); this server's and
// the judge servers' figures, and the judge server switch and removal (super admin).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JudgeServerIdQuerySchema, JudgeServerSwitchSchema, type DashboardInfo } from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { currentUser, requireAdmin, requireSuperAdmin } from '../../plugins/app/auth.ts';
import { badRequest, notFound } from '../../plugins/app/errors.ts';
import { translate } from '../../i18n/messages.ts';
import { countUsers, previousLogin } from '../accounts/index.ts';
import { upcomingContests } from '../contests/index.ts';
import { judgeServiceInfo, removeDeadJudgeServer, setJudgeServerEnabled } from '../judge/index.ts';
import { countSubmissionsSince, startOfDay } from '../submissions/index.ts';
import { serviceInfo } from './service-info.ts';

/** Contests starting within this many days are listed (reference §10). */
const UPCOMING_DAYS = 14;

const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get('/admin/dashboard/get-dashboard-info', { schema: { tags }, preValidation: requireAdmin }, async () => {
    const info: DashboardInfo = {
      userNum: await countUsers(app.db),
      todayJudgeNum: await countSubmissionsSince(app.db, startOfDay(0)),
      recentContest: await upcomingContests(app.db, UPCOMING_DAYS),
    };
    return ok(info);
  });

  app.get('/admin/dashboard/get-sessions', { schema: { tags }, preValidation: requireAdmin }, async (request) => {
    const { uid, sessionId } = currentUser(request);
    return ok(await previousLogin(app.db, uid, sessionId));
  });

  app.get('/admin/config/get-service-info', { schema: { tags }, preValidation: requireSuperAdmin }, async () =>
    ok(await serviceInfo(app.db)),
  );

  app.get('/admin/config/get-judge-service-info', { schema: { tags }, preValidation: requireSuperAdmin }, async () =>
    ok(await judgeServiceInfo(app.db)),
  );

  app.put('/admin/judge-server', { schema: { tags, body: JudgeServerSwitchSchema }, preValidation: requireSuperAdmin }, async (request) => {
    if (!(await setJudgeServerEnabled(app.db, request.body.id, request.body.enabled))) throw notFound('Judge_server_not_found');
    return ok(null, translate('Update_Successfully', request.lang));
  });

  app.delete(
    '/admin/judge-server',
    { schema: { tags, querystring: JudgeServerIdQuerySchema }, preValidation: requireSuperAdmin },
    async (request) => {
      const outcome = await removeDeadJudgeServer(app.db, request.query.id);
      if (!outcome.removed && outcome.reason === 'missing') throw notFound('Judge_server_not_found');
      if (!outcome.removed) throw badRequest('Judge_server_alive');
      return ok({ released: outcome.released }, translate('Judge_server_removed', request.lang));
    },
  );
};

export default adminDashboardRoutes;
