// The back office dashboard: counts, the admin's previous login, this server's and the judge servers' figures; judge server switches.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const adminDashboardRoutes: FastifyPluginAsyncZod = async () => {};

export default adminDashboardRoutes;
