import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { outboxStats } from '../mail/outbox';
import { removalStats } from '../storage/removals';
import { sendError } from './error-handler';

/**
 * GET /api/metrics: Prometheus text. Request durations per
 * route, the database pool, the mail outbox (depth, oldest entry, failures).
 * With METRICS_TOKEN set it asks for `Authorization: Bearer <token>`; in
 * production without one it does not exist (404, as any unknown path): the
 * figures (routes, load, mail backlog) are for the operator, never the public.
 * Not part of the wire contract (hidden from the OpenAPI document).
 */
export function registerMetrics(app: FastifyInstance) {
  const registry = new Registry();
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API request durations by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const { database, db, mailWorker } = app.portal;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this instance by state (in_use, idle, waiting: callers queued for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = database.poolStats();
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  let outbox = { depth: 0, oldestAgeSeconds: 0, failed: 0 };
  const depth = new Gauge({
    name: 'mail_outbox_depth',
    help: 'Mails queued and not yet sent nor given up (all instances)',
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail not yet sent (0 when none)',
    registers: [registry],
  });
  const givenUp = new Gauge({
    name: 'mail_outbox_failed',
    help: 'Mails given up after their last attempt (all instances)',
    registers: [registry],
  });
  new Counter({
    name: 'mail_sent_total',
    help: 'Mails sent by this instance since it started',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(mailWorker.counters.sent);
    },
  });
  new Counter({
    name: 'mail_send_failures_total',
    help: 'Failed send attempts of this instance since it started (each is retried with backoff)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(mailWorker.counters.failedAttempts);
    },
  });
  new Gauge({
    name: 'file_removals_pending',
    help: 'Stored files of deleted records not yet removed from the storage (all instances): growing, the storage refuses',
    registers: [registry],
    async collect() {
      this.set((await removalStats(db).catch(() => null))?.pending ?? 0);
    },
  });
  new Gauge({
    name: 'process_resident_memory_bytes',
    help: 'Resident memory of the API process',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });

  const { metricsToken: token, production } = app.portal.config;
  if (!token && production) return;
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (expected) {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return sendError(reply, 401, 'A valid metrics token is required');
    }
    try {
      outbox = await outboxStats(db);
    } catch (error) {
      request.log.warn({ err: error }, 'metrics: outbox figures unavailable');
    }
    depth.set(outbox.depth);
    oldest.set(outbox.oldestAgeSeconds);
    givenUp.set(outbox.failed);
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
}
