// The built single-page app (@fastify/static): files from apps/web/dist, index.html for client routes.
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendRouteNotFound } from '../app/envelope.ts';

export default fp<{ webDist: string | undefined }>(
  async (app, { webDist }) => {
    const hasSpa = !!webDist && fs.existsSync(path.join(webDist, 'index.html'));
    if (hasSpa) {
      await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
      app.log.info({ webDist }, 'serving the web app');
    } else {
      app.log.warn({ webDist }, 'web app not built: only the API is served');
    }
    app.setNotFoundHandler((request, reply) => {
      const apiCall = request.url === '/api' || request.url.startsWith('/api/');
      if (!hasSpa || apiCall || (request.method !== 'GET' && request.method !== 'HEAD')) return sendRouteNotFound(request, reply);
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'spa', dependencies: ['envelope'] },
);
