// OpenAPI: the document generated from the zod route schemas, browsable at /api/docs (JSON at /api/docs/json).
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Verdict API',
          description: 'Every answer is {status, msg, data}; lists put records and total in data.',
          version: '0.1.0',
        },
        components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
        security: [{ token: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
