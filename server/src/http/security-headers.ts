import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The API's browser security headers, for a JSON API: its answers are data, never a page, so
 * their policy allows nothing at all (`default-src 'none'`) and no page may frame them.
 */
const apiDirectives = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * The one page the API serves: Swagger UI at /api/docs (its own scripts, styles and images, the OpenAPI
 * document fetched from /api/docs/json; no inline script, no eval). Its bundle renders a <style> element at
 * run time and takes no nonce, so this page alone allows inline styles; it shows only the public OpenAPI
 * document, and its scripts stay limited to its own files.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const docsPath = /^\/api\/docs(\/|\?|$)/i;

/** Register before the routes (and before any hook that may answer early, so every answer has them). */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: apiDirectives },
    // The browser reaches the API through the shell's origin: only that origin may read it without CORS.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // The API does not know the public URL: the shell (PUBLIC_URL) or the web server in front of it sends
    // Strict-Transport-Security for every answer of the portal's origin, the proxied API's included.
    strictTransportSecurity: false,
  });
  // Swagger UI's routes belong to its plugin: their policy is set here, over helmet's (a reply header wins
  // over one helmet wrote on the raw response).
  app.addHook('onRequest', async (request, reply) => {
    if (docsPath.test(request.url)) reply.header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY);
  });
}
