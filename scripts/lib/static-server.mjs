// A small production static server for the built apps: long-lived caching for content-hashed files, no-cache
// for the files that name them, gzip, CORS for the shell's origin, an SPA fallback, a streaming /api proxy and
// the browser security headers of security-headers.mjs (a fresh CSP nonce in every HTML page).
// Plain node:http so `npm start` needs nothing beyond the repository's own dependencies.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { redactUrl } from './redact-url.mjs';
import { contentSecurityPolicy, NONCE_PLACEHOLDER, newNonce } from './security-headers.mjs';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
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
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Files whose name carries a content hash (rspack.config.base.ts: [name].[contenthash:10].ext). */
const hashedFile = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** Cache-Control for a file served from an app's dist/. */
export function cacheControlFor(fileName) {
  return hashedFile.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The JSON envelope of shared/RUN-CONTRACT.md. */
export function sendEnvelope(res, status, message, extraHeaders = {}) {
  const body = JSON.stringify({ isSuccess: false, message, data: null });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(body);
}

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function withoutHopByHop(headers) {
  const out = {};
  for (const [key, value] of Object.entries(headers)) {
    if (!hopByHop.has(key.toLowerCase()) && value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The proxy targets that have answered once. Until then a refused health check is the API still booting
 * (npm start polls /api/health through the shell meanwhile): answered 502, not logged. Any other refused
 * call, and any refusal once the API has answered, is logged.
 */
const answeredOnce = new Set();
const HEALTH = /^\/api\/health\/?(\?|$)/i;

/** Streams the request to `target` (e.g. http://127.0.0.1:4000) and the answer back; 502 when unreachable. */
export function proxyRequest(req, res, target) {
  const upstream = new URL(target);
  const headers = withoutHopByHop(req.headers);
  const remote = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for']
    ? `${req.headers['x-forwarded-for']}, ${remote}`
    : remote;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers.host = upstream.host;
  const proxied = http.request(
    {
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers,
    },
    (answer) => {
      answeredOnce.add(target);
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  proxied.on('error', (error) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const refused = /** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNREFUSED';
    const booting = refused && !answeredOnce.has(target) && HEALTH.test(req.url ?? '');
    if (!booting)
      console.warn(`[proxy] ${req.method} ${redactUrl(req.url ?? '')} -> ${target}: ${error.message}`);
    sendEnvelope(res, 502, 'The API server could not be reached');
  });
  // The browser went away: stop the upstream call too.
  res.on('close', () => {
    if (!res.writableFinished) proxied.destroy();
  });
  req.pipe(proxied);
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
 * }} options security: securityFor() of security-headers.mjs; pageFor: the HTML file (relative to root) to
 *   answer a path with, chosen per request (the shell's prerendered pages by language), or null
 */
export function createStaticServer(options) {
  const root = path.resolve(options.root);
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
      proxyRequest(req, res, options.proxy.target);
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
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed');
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

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`[${options.name}] ${req.method} ${redactUrl(req.url ?? '')} failed`, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
  server.keepAliveTimeout = 5000;
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
