// Database plugin: opens the configured database, shares it as app.db and closes it on shutdown.
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { databaseHealth } from '../../db/unavailable.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('db', db);
    databaseHealth(db).useLog(app.log);
  },
  { name: 'db' },
);
