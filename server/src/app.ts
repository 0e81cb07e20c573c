import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Db } from './db/types';
import { errorHandler, sendError } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { validatorCompiler } from './http/validation';
import { createMailer, type Mailer } from './mail';
import { authRoutes } from './routes/auth';
import { caseRoutes } from './routes/cases';
import { creditorRoutes } from './routes/creditors';
import { documentRoutes } from './routes/documents';
import { healthRoutes } from './routes/health';
import { invoiceRoutes } from './routes/invoices';
import { lawFirmUserRoutes } from './routes/law-firm-users';
import { lawFirmRoutes } from './routes/law-firms';
import { notificationRoutes } from './routes/notifications';
import { createStorage, type FileStorage, MAX_UPLOAD_BYTES } from './storage';

/** What route plugins reach through `app.portal`. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  /** True once migrations have run; until then everything but health answers 503. */
  state: { ready: boolean };
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: Services;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  storage?: FileStorage;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Mark ready at once (tests that migrated already). Default false: see prepare.ts. */
  ready?: boolean;
}

/** Response serializer: shape the body with the endpoint's zod schema (extra fields dropped). */
const serializerCompiler =
  ({ schema }: { schema: unknown }) =>
  (data: unknown) => {
    const result = safeParse(schema as $ZodType, data);
    if (result.error) {
      const problem = result.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ');
      throw Object.assign(new Error(`Response does not match the contract: ${problem}`), { statusCode: 500 });
    }
    return JSON.stringify(result.data);
  };

/** Builds the API without listening (tests use inject; server.ts listens). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    // The specs mix /api/Case/... and /api/case/...: match either, as ASP.NET did.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // The shell's /api proxy runs on this machine: take the caller's address from it.
    trustProxy: ['127.0.0.1', '::1'],
    bodyLimit: 1024 * 1024,
  });
  app.decorate('portal', {
    config,
    database,
    db: database.db,
    storage: options.storage ?? createStorage(config),
    mailer: options.mailer ?? createMailer(config),
    state: { ready: options.ready ?? false },
  } satisfies Services);
  app.decorateRequest('session', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    request.log.info({ url: request.url }, 'no such route');
    return sendError(reply, 404, 'Route not found');
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!app.portal.state.ready && !/^\/api\/health\/?(\?|$)/i.test(request.url)) {
      return sendError(reply, 503, 'The service is starting, try again shortly', { 'Retry-After': '2' });
    }
  });

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });

  await registerOpenApi(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(lawFirmRoutes);
  await app.register(lawFirmUserRoutes);
  await app.register(caseRoutes);
  await app.register(creditorRoutes);
  await app.register(notificationRoutes);
  await app.register(documentRoutes);
  await app.register(invoiceRoutes);
  return app;
}
