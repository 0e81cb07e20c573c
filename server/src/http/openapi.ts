import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { apiTags, type Endpoint, errorEnvelopeSchema } from 'shared-api/contract';
import { jsonSchema, operationFor } from './openapi-operation';

/**
 * The OpenAPI 3.1 document, generated from the contract endpoints the app
 * registers (route.ts marks each route with its endpoint): served at
 * /api/openapi.json, readable at /api/docs. Register before the routes.
 */

const documentInfo = {
  title: 'Case portal API',
  description:
    'Law firms, creditors and debt collectors around Swedish insolvency cases. Every answer but a download ' +
    'is the envelope `{ isSuccess, message, data }`; a refusal has `isSuccess` false, a `message` in the ' +
    "caller's language (Accept-Language: sv or en) and `data` null. Paths match in any casing.",
  version: '0.1.0',
};

/** The whole document for these endpoints (in their order, one operation each). */
export function openApiDocument(endpoints: readonly Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const item = paths[endpoint.path] ?? {};
    item[endpoint.method.toLowerCase()] = operationFor(endpoint);
    paths[endpoint.path] = item;
  }
  const used = new Set(endpoints.map((endpoint) => endpoint.tag));
  return {
    openapi: '3.1.0',
    info: documentInfo,
    servers: [{ url: '/', description: 'The server that serves this document' }],
    tags: Object.entries(apiTags)
      .filter(([name]) => used.has(name as keyof typeof apiTags))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `token` of a sign-in answer (Auth/login or Creditor/login)',
        },
      },
      schemas: { ErrorEnvelope: jsonSchema(errorEnvelopeSchema, 'output') },
      headers: {
        RetryAfter: {
          description: 'Seconds to wait before trying again',
          schema: { type: 'integer', minimum: 1 },
        },
        ContentDisposition: {
          description: 'attachment; filename="…"; filename*=UTF-8\'\'… (the name the file was uploaded with)',
          schema: { type: 'string' },
        },
      },
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route serves (set by route.ts; documented in /api/openapi.json). */
    endpoint?: Endpoint;
  }
}

export async function registerOpenApi(app: FastifyInstance) {
  const documented: Endpoint[] = [];
  app.addHook('onRoute', (options) => {
    const endpoint = options.config?.endpoint;
    if (endpoint && options.method !== 'HEAD' && !documented.includes(endpoint)) documented.push(endpoint);
  });
  await app.register(swagger, {
    openapi: { openapi: '3.1.0', info: documentInfo },
    // The document comes whole from the contract: the plugin only serves it (and feeds the docs page).
    transform: ({ url }) => ({ schema: { hide: true }, url }),
    transformObject: () => openApiDocument(documented) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
