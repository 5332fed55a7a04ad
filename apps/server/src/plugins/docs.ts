import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the routes' zod schemas, browsable at `${prefix}/docs`. */
export async function registerDocs(app: FastifyInstance, apiPrefix: string, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Scenic-area app API',
        description:
          'Every answer is `{code, msg, data}`; code 0 is success, 1001 means not logged in. `msg` follows the `langue` header (zh, en, ma).',
        version,
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          staffToken: { type: 'apiKey', in: 'header', name: 'x-staff-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs`, staticCSP: true });
}
