import type http from 'node:http';

/**
 * How long a client may take, at the API (server/src/config.ts) and at the shell and the remotes. Node checks
 * headers and whole requests every `checkIntervalMs`, so a cut-off lands up to that much later.
 */
export interface Timeouts {
  /** All request headers must have arrived within this. */
  headersMs: number;
  /** The whole request, body included: a 10 MB upload on a slow line (about 256 kbit/s) fits. */
  requestMs: number;
  /** A JSON (non-multipart) body must have arrived within this after the headers. */
  jsonBodyMs: number;
  /** A connection with no traffic at all is closed after this. */
  idleMs: number;
  keepAliveMs: number;
  checkIntervalMs: number;
}
export const DEFAULT_TIMEOUTS: Readonly<Timeouts>;
export function bodyIsShort(req: http.IncomingMessage): boolean;
