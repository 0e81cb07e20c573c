// The shell's /api proxy: streams a request to the API and its answer back (uploads included, never buffered).
import http from 'node:http';
import { redactUrl } from './redact-url.mjs';
import { bodyIsShort, DEFAULT_TIMEOUTS } from './timeouts.mjs';

/** The API's error envelope: `{ isSuccess: false, message, data: null }`. */
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

/**
 * Streams the request to `target` (e.g. http://127.0.0.1:4000) and the answer back; 502 when unreachable.
 *
 * The API may answer before it has read the body (an upload it refuses on its fields: another firm's case is a 404).
 * Its answer stands: the proxy passes it through, stops sending the body on (Node's client would wait for ever for
 * the API to take more) and reads the rest of the browser's body and drops it, so that a browser still sending is
 * not reset halfway through and reads the answer. The same when the API closes the connection on the rest.
 *
 * A body that is not an upload must have arrived within `jsonBodyMs` of the headers, as at the API: a client that
 * trickles one is cut off, its connection closed. An upload has the server's whole-request limit.
 */
export function proxyRequest(req, res, target, { jsonBodyMs = DEFAULT_TIMEOUTS.jsonBodyMs } = {}) {
  const upstream = new URL(target);
  const headers = withoutHopByHop(req.headers);
  const remote = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for']
    ? `${req.headers['x-forwarded-for']}, ${remote}`
    : remote;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers.host = upstream.host;
  let answered = false;
  let cutOff = false;
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
      answered = true;
      answeredOnce.add(target);
      res.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      answer.pipe(res);
      // An answer cut off halfway must not pass for a whole one.
      answer.on('error', () => res.destroy());
      answer.on('end', () => {
        if (req.complete) return;
        drainClient();
        proxied.destroy();
      });
    },
  );
  /** What is left of the browser's body, read and dropped once the API takes no more of it. */
  function drainClient() {
    req.unpipe(proxied);
    req.resume();
  }
  proxied.on('error', (error) => {
    if (cutOff) return;
    drainClient();
    if (answered) return;
    const refused = /** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNREFUSED';
    const booting = refused && !answeredOnce.has(target) && HEALTH.test(req.url ?? '');
    if (!booting)
      console.warn(`[proxy] ${req.method} ${redactUrl(req.url ?? '')} -> ${target}: ${error.message}`);
    sendEnvelope(res, 502, 'The API server could not be reached');
  });
  if (bodyIsShort(req)) {
    const timer = setTimeout(() => {
      cutOff = true;
      console.info(
        `[proxy] ${req.method} ${redactUrl(req.url ?? '')}: request body too slow, connection closed`,
      );
      proxied.destroy();
      req.socket.destroy();
    }, jsonBodyMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    req.once('end', clear);
    req.once('close', clear);
  }
  // The browser went away: stop the upstream call too.
  res.on('close', () => {
    if (!res.writableFinished) proxied.destroy();
  });
  req.pipe(proxied);
}
