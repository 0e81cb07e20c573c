// A small production static server for the built apps: long-lived caching for content-hashed files, no-cache
// for the files that name them, gzip, CORS for the shell's origin, an SPA fallback, a streaming /api proxy and
// the browser security headers of security-headers.mjs (a fresh CSP nonce in every HTML page), and the API's
// time-outs (timeouts.mjs). Plain node:http so `npm start` needs nothing beyond the repository's own dependencies.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { proxyRequest } from './api-proxy.mjs';
import { redactUrl } from './redact-url.mjs';
import { contentSecurityPolicy, NONCE_PLACEHOLDER, newNonce } from './security-headers.mjs';
import { DEFAULT_TIMEOUTS } from './timeouts.mjs';

export { proxyRequest, sendEnvelope } from './api-proxy.mjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);
/** Source maps hold the whole source: a production build keeps them out of dist/, and none is served. */
const sourceMap = /\.map$/i;
/** Files whose name carries a content hash (rspack.config.base.ts: [name].[contenthash:10].ext). */
const hashedFile = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** Cache-Control for a file served from an app's dist/. */
export function cacheControlFor(fileName) {
  return hashedFile.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {{
 *   name: string,
 *   root: string,
 *   spaFallback?: boolean,
 *   pageFor?: (pathname: string, req: http.IncomingMessage) => string | null,
 *   allowedOrigins?: string[],
 *   routes?: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void>,
 *   proxy?: { prefix: string, target: string },
 *   security: { trustedOrigins: string[], headers: Record<string, string> },
 *   timeouts?: import('./timeouts.mjs').DEFAULT_TIMEOUTS,
 * }} options security: securityFor() of security-headers.mjs; pageFor: the HTML file (relative to root) to
 *   answer a path with, chosen per request (the shell's prerendered pages by language), or null; timeouts: the
 *   API's (timeouts.mjs) unless given (tests shorten them)
 */
export function createStaticServer(options) {
  const root = path.resolve(options.root);
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const gzipCache = new Map();
  const pageCache = new Map();
  const { trustedOrigins, headers: securityHeaders } = options.security;
  /** The policy of every answer but an HTML page (scripts, styles, JSON, errors, proxied calls without one). */
  const defaultPolicy = contentSecurityPolicy({ trustedOrigins });

  /** An HTML page: its nonce placeholder replaced by a fresh nonce, the same nonce in its CSP header. */
  async function sendPage(req, res, filePath, headers, status) {
    const info = await stat(filePath);
    const key = `${filePath}:${info.mtimeMs}:${info.size}`;
    let template = pageCache.get(key);
    if (template === undefined) {
      template = await readFile(filePath, 'utf8');
      pageCache.set(key, template);
    }
    const nonce = newNonce();
    const page = Buffer.from(template.replaceAll(NONCE_PLACEHOLDER, nonce));
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ trustedOrigins, nonce }));
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = acceptsGzip ? gzipSync(page) : page;
    res.writeHead(status, {
      ...headers,
      ...(acceptsGzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function sendFile(req, res, filePath, status = 200, vary = 'Accept-Encoding, Origin') {
    const ext = path.extname(filePath).toLowerCase();
    const headers = {
      'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(path.basename(filePath)),
      Vary: vary,
    };
    if (ext === '.html') {
      await sendPage(req, res, filePath, headers, status);
      return;
    }
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (compressible.has(ext) && acceptsGzip) {
      const info = await stat(filePath);
      const key = `${filePath}:${info.mtimeMs}:${info.size}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = gzipSync(await readFile(filePath), { level: 9 });
        gzipCache.set(key, body);
      }
      res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    const info = await stat(filePath);
    res.writeHead(status, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(filePath).pipe(res);
  }

  async function findFile(urlPath) {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const filePath = path.resolve(root, `.${path.posix.normalize(decoded)}`);
    if (filePath !== root && !filePath.startsWith(`${root}${path.sep}`)) return null;
    try {
      const info = await stat(filePath);
      if (info.isFile()) return filePath;
      if (info.isDirectory()) {
        const index = path.join(filePath, 'index.html');
        if ((await stat(index)).isFile()) return index;
      }
    } catch {
      // not there
    }
    return null;
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const origin = req.headers.origin;
    // On every answer, proxied ones too: the API's own headers (its JSON policy) take precedence over these.
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', defaultPolicy);
    if (origin && options.allowedOrigins?.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (
      options.proxy &&
      (url.pathname === options.proxy.prefix || url.pathname.startsWith(`${options.proxy.prefix}/`))
    ) {
      proxyRequest(req, res, options.proxy.target, { jsonBodyMs: timeouts.jsonBodyMs });
      return;
    }
    if (req.method === 'OPTIONS' && origin) {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': String(req.headers['access-control-request-headers'] ?? ''),
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    const route = options.routes?.[url.pathname];
    if (route && (req.method === 'GET' || req.method === 'HEAD')) {
      route(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Its body is of no use here: the connection closes rather than wait for it.
      res.writeHead(405, {
        Allow: 'GET, HEAD',
        'Content-Type': 'text/plain; charset=utf-8',
        Connection: 'close',
      });
      res.end('Method Not Allowed');
      return;
    }
    if (sourceMap.test(url.pathname)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not Found');
      return;
    }
    const page = options.pageFor?.(url.pathname, req);
    if (page) {
      await sendFile(req, res, path.join(root, page), 200, 'Accept-Encoding, Accept-Language, Origin');
      return;
    }
    const file = await findFile(url.pathname);
    if (file) {
      await sendFile(req, res, file);
      return;
    }
    // Deep links of the single-page app (/dashboard/...) get index.html; missing assets stay 404.
    const looksLikeAsset = path.posix.extname(url.pathname) !== '';
    if (options.spaFallback && !looksLikeAsset) {
      await sendFile(req, res, path.join(root, 'index.html'));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end('Not Found');
  }

  // Only the shell's /api proxy takes uploads; a remote's whole request is as short as a body that is not one.
  const server = http.createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: options.proxy ? timeouts.requestMs : timeouts.jsonBodyMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      keepAliveTimeout: timeouts.keepAliveMs,
    },
    (req, res) => {
      handle(req, res).catch((error) => {
        console.error(`[${options.name}] ${req.method} ${redactUrl(req.url ?? '')} failed`, error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
    },
  );
  // A connection with no traffic at all.
  server.timeout = timeouts.idleMs;
  return server;
}

/** Listens, and closes gracefully on SIGTERM/SIGINT (in-flight requests finish), then exits 0. */
export function listenUntilSignalled(server, { name, port, host }) {
  server.on('error', (error) => {
    console.error(`[${name}] cannot listen on port ${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    console.info(`[${name}] listening on http://localhost:${port}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 5000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
