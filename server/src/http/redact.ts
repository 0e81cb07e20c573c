import type { FastifyRequest } from 'fastify';
import { redactUrl } from '../../../scripts/lib/redact-url.mjs';

/**
 * Secrets never reach the log. The value of every query parameter whose name
 * contains pass, psw, secret, token, code, otp, challenge or invitation (any
 * casing, escaped, in brackets) is written as `[redacted]`; the shell's static
 * server logs through the same function (scripts/lib/redact-url.mjs).
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
