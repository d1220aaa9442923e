// Site switches, the website config and the deployment facts in the back office (root alone).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SwitchConfigSchema, WebConfigSchema } from '@verdict/shared';
import { ok } from '../../plugins/app/envelope.ts';
import { requireSuperAdmin } from '../../plugins/app/auth.ts';
import { translate } from '../../i18n/messages.ts';
import { deploymentInfo, type DeploymentSettings } from './deployment.ts';
import { getSiteSwitches, saveSiteSwitches } from './switches.ts';
import { getWebConfig, saveWebConfig } from './web-config.ts';

const siteConfigRoutes: FastifyPluginAsyncZod<{ deployment: DeploymentSettings }> = async (app, { deployment }) => {
  const tags = ['admin'];
  const guard = { preValidation: requireSuperAdmin };

  app.get('/admin/switch/info', { schema: { tags }, ...guard }, async () => ok(await getSiteSwitches(app.db)));

  app.put('/admin/switch/update', { schema: { tags, body: SwitchConfigSchema }, ...guard }, async (request) =>
    ok(await saveSiteSwitches(app.db, request.body), translate('Update_Successfully', request.lang)),
  );

  app.get('/admin/config/get-web-config', { schema: { tags }, ...guard }, async () => ok(await getWebConfig(app.db)));

  app.put('/admin/config/set-web-config', { schema: { tags, body: WebConfigSchema }, ...guard }, async (request) =>
    ok(await saveWebConfig(app.db, request.body), translate('Update_Successfully', request.lang)),
  );

  app.get('/admin/config/get-deployment-info', { schema: { tags }, ...guard }, async () => ok(deploymentInfo(app.db, deployment)));
};

export default siteConfigRoutes;
