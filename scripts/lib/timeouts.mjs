// The API's time-outs (server/src/config.ts exports these), which the shell and the remotes use too, so that
// a slow client is cut off at the front door as at the API: the request headers within 10 s, a body that is not an
// upload within 15 s of them, a whole request (a 10 MB upload on a slow line) within 10 minutes, an idle connection
// after 60 s. Node checks the first and the third every `checkIntervalMs`.

/** @type {{ headersMs: number, requestMs: number, jsonBodyMs: number, idleMs: number, keepAliveMs: number, checkIntervalMs: number }} */
export const DEFAULT_TIMEOUTS = Object.freeze({
  headersMs: 10_000,
  requestMs: 10 * 60_000,
  jsonBodyMs: 15_000,
  idleMs: 60_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 2_000,
});

/** A request whose body is not an upload: it must have arrived within `jsonBodyMs` (the API's rule, http/timeouts.ts). */
export function bodyIsShort(req) {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  return !/^multipart\//i.test(String(req.headers['content-type'] ?? ''));
}
