// Rate limiting (@fastify/rate-limit): off by default, switched on per route with config.rateLimit.
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
