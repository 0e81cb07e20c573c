import { type FastifyInstance, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pretty from 'pino-pretty';
import type { Config, LogFormat } from '../config';
import { redactUrl } from './redact';

/**
 * Two logs from one logger (LOG_FORMAT, config.ts):
 *
 * - `json` (production, and anything that is not a terminal): pino's JSON
 *   lines on stdout, Fastify's "incoming request" and "request completed"
 *   with the request id (`reqId`) on each, for a log collector;
 * - `pretty` (`npm start` in a terminal): pino-pretty, and one short line per
 *   request instead of Fastify's two (`GET /api/Case/get?… 200 12 ms`), a
 *   refusal's reason on the same line instead of a line of its own. The
 *   health checks are left out: `npm start` polls /api/health while the API
 *   boots, and a balancer would poll it for ever.
 */

/** The error handler's info lines about a refused request: the pretty request line carries their reason. */
const SAID_ON_THE_REQUEST_LINE = new Set([
  'request refused',
  'validation failed',
  'malformed multipart body',
  'client error',
]);
const INFO = 30;
export function loggerFor(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  /** Where the lines go; stdout by default (tests catch them). */
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (config.logFormat !== 'pretty')
    return { level: config.logLevel, ...(destination ? { stream: destination } : {}) };
  return {
    level: config.logLevel,
    hooks: {
      logMethod(args, method, level) {
        if (level === INFO && typeof args[1] === 'string' && SAID_ON_THE_REQUEST_LINE.has(args[1])) return;
        method.apply(this, args);
      },
    },
    stream: pretty({
      destination: destination ?? 1,
      colorize: !destination,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      singleLine: true,
      sync: true,
      customPrettifiers: {
        migrations: (names) => `${(names as string[]).length} (last ${(names as string[]).at(-1)})`,
      },
    }),
  };
}

const HEALTH = /^\/api\/health\/?(\?|$)/i;

/** With the pretty log: Fastify's two request lines off, one of ours on. */
export function requestLogOptions(
  format: LogFormat | undefined,
): Pick<FastifyServerOptions, 'logController'> {
  return format === 'pretty' ? { logController: new LogController({ disableRequestLogging: true }) } : {};
}

export function logOneLinePerRequest(app: FastifyInstance, format: LogFormat | undefined): void {
  if (format !== 'pretty') return;
  const reasons = new WeakMap<FastifyRequest, string>();
  app.addHook('onError', async (request, _reply, error) => {
    reasons.set(request, error.message);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (HEALTH.test(request.url)) return;
    const reason = reasons.get(request);
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms${reason ? ` (${reason})` : ''}`;
    if (reply.statusCode >= 500) request.log.error(line);
    else request.log.info(line);
  });
}
