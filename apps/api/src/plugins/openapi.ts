import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3.1 document of every `/v1` route at `/docs/json`, generated from the zod schemas, and an
 * interactive page at `/docs` (ARCHITECTURE.md "Fixed contracts").
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Apps platform API',
        description:
          'Every `/v1` response is the envelope `{ success, data, error, validationErrors, traceId, timestamp }`. ' +
          'All routes but `GET /v1/auth/config` and `POST /v1/auth/dev/token` need `Authorization: Bearer <token>`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: createJsonSchemaTransform({ skipList: ['/livez', '/readyz'] }),
    hideUntagged: false,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
});
