import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3 generated from the contract's zod schemas: the document at
 * /api/openapi.json, readable docs at /api/docs. Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Case portal API',
        description:
          'Law firms, creditors and debt collectors around insolvency cases. Every answer is the envelope { isSuccess, message, data }.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      try {
        return jsonSchemaTransform(input);
      } catch {
        // A schema zod cannot express in JSON Schema: list the route without it rather than fail.
        return { schema: { hide: false }, url: input.url };
      }
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
