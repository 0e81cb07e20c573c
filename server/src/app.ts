import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Db } from './db/types';
import { errorHandler, sendError } from './http/error-handler';
import { registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { redactUrl, serializeRequest } from './http/redact';
import { logOneLinePerRequest, requestLogOptions } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { limitJsonBodyTime } from './http/timeouts';
import { validatorCompiler } from './http/validation';
import { invitationMailTemplate } from './invitations/invitation-mail';
import { createMailer, type Mailer } from './mail';
import { type DeferredMail, deferMail } from './mail/deferred';
import { createMailDelivery } from './mail/delivery';
import type { MailWorker } from './mail/loop';
import { type MailTemplates, templateRegistry } from './mail/templates';
import { messageNoticeTemplate } from './notices/case-notices';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { bankDetailsRoutes } from './routes/bank-details';
import { caseHistoryRoutes } from './routes/case-history';
import { caseRoutes } from './routes/cases';
import { claimStepRoutes } from './routes/claim-steps';
import { claimRoutes } from './routes/claims';
import { claimsRegisterRoutes } from './routes/claims-register';
import { claimsRegisterVersionRoutes } from './routes/claims-register-versions';
import { creditorSignupRoutes } from './routes/creditor-signup';
import { creditorRoutes } from './routes/creditors';
import { dividendPaymentRoutes } from './routes/dividend-payments';
import { dividendRoutes } from './routes/dividends';
import { documentRoutes } from './routes/documents';
import { healthRoutes } from './routes/health';
import { invitationRoutes } from './routes/invitations';
import { lawFirmUserRoutes } from './routes/law-firm-users';
import { lawFirmRoutes } from './routes/law-firms';
import { messageRoutes } from './routes/messages';
import { objectionRoutes } from './routes/objections';
import { passwordResetRoutes } from './routes/password-reset';
import { representativeRoutes } from './routes/representatives';
import { createStorage, type FileStorage, MAX_UPLOAD_BYTES } from './storage';
import { fileRemovalJob } from './storage/removals';

/** What route plugins reach through `app.portal`. */
export interface Services {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  /** Mail queued without a transaction; `idle()` also delivers what is due (tests). */
  deferredMail: DeferredMail;
  /** Delivers the mail outbox (mail/delivery.ts); started by prepare(), stopped on close. */
  mailWorker: MailWorker;
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

/**
 * Every mail written from a template (mail/templates.ts), by id: the features own
 * the texts, the delivery renders the outbox rows from this registry.
 */
export const mailTemplates: MailTemplates = templateRegistry([messageNoticeTemplate, invitationMailTemplate]);

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

/** The logger options with the request serializer that redacts secrets in URLs. */
function withRedaction(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req: serializeRequest as never } };
}

/** Builds the API without listening (tests use inject; server.ts listens). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { timeouts } = config;
  const app = Fastify({
    logger: withRedaction(options.logger),
    ...requestLogOptions(config.logFormat),
    // The wire mixes /api/Case/... and /api/case/...: match either, as ASP.NET did (docs/decisions/0009-paths-match-in-any-casing.md).
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Whose X-Forwarded-For names the client (throttles, audit): TRUSTED_PROXIES, loopback by default.
    trustProxy: config.trustedProxies,
    bodyLimit: 1024 * 1024,
    // A slow client cannot hold a connection for ever (see Timeouts in scripts/lib/timeouts.d.mts, which config.ts re-exports).
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  } as FastifyServerOptions);
  const mailer = options.mailer ?? createMailer(config);
  const storage =
    options.storage ?? createStorage(config, (details, message) => app.log.warn(details, message));
  const log = () => app.log;
  const mailWorker = createMailDelivery({
    database,
    databaseUrl: config.databaseUrl,
    mailer,
    templates: mailTemplates,
    log,
    ...config.mailWorker,
    // The files of deleted records are removed by the same delivery, retried until the storage takes it.
    sideJobs: [
      fileRemovalJob({
        db: database.db,
        storage: () => app.portal.storage,
        log,
        retryBaseMs: config.mailWorker?.retryBaseMs,
      }),
    ],
  });
  app.decorate('portal', {
    config,
    database,
    db: database.db,
    storage,
    mailer,
    deferredMail: deferMail(database.db, mailWorker, () => app.log),
    mailWorker,
    state: { ready: options.ready ?? false },
  } satisfies Services);
  // After the requests in flight: what is due goes out for a few seconds, the rest stays queued.
  app.addHook('onClose', async () => {
    await mailWorker.stop({ drainMs: config.mailWorker?.shutdownDrainMs ?? 5000 });
  });
  app.decorateRequest('session', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  await registerSecurityHeaders(app);
  app.setNotFoundHandler((request, reply) => {
    request.log.info({ url: redactUrl(request.url) }, 'no such route');
    return sendError(reply, 404, 'Route not found');
  });
  limitJsonBodyTime(app, timeouts.jsonBodyMs);
  logOneLinePerRequest(app, config.logFormat);
  app.addHook('onRequest', async (request, reply) => {
    if (!app.portal.state.ready && !/^\/api\/health\/?(\?|$)/i.test(request.url)) {
      return sendError(reply, 503, 'The service is starting, try again shortly', { 'Retry-After': '2' });
    }
  });

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });

  // In production the API describes itself only when API_DOCS=1.
  if (config.apiDocs) await registerOpenApi(app);
  registerMetrics(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(accountRoutes);
  await app.register(creditorSignupRoutes);
  await app.register(lawFirmRoutes);
  await app.register(lawFirmUserRoutes);
  await app.register(caseRoutes);
  await app.register(creditorRoutes);
  await app.register(representativeRoutes);
  await app.register(messageRoutes);
  await app.register(documentRoutes);
  await app.register(claimRoutes);
  await app.register(claimStepRoutes);
  await app.register(caseHistoryRoutes);
  await app.register(claimsRegisterRoutes);
  await app.register(claimsRegisterVersionRoutes);
  await app.register(objectionRoutes);
  await app.register(invitationRoutes);
  await app.register(dividendRoutes);
  await app.register(dividendPaymentRoutes);
  await app.register(bankDetailsRoutes);
  return app;
}
