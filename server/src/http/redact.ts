import type { FastifyRequest } from 'fastify';
import { redactUrl } from '../../../scripts/lib/redact-url.mjs';

/**
 * Issue 12 §1: secrets never reach the log. The values of `password`, `otp`,
 * `code`, `token` and `challenge` query parameters (any casing) are written as
 * `[redacted]`; the shell's static server logs through the same function.
 */
export { REDACTED, redactUrl } from '../../../scripts/lib/redact-url.mjs';

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
