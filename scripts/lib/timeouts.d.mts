import type http from 'node:http';

export interface Timeouts {
  headersMs: number;
  requestMs: number;
  jsonBodyMs: number;
  idleMs: number;
  keepAliveMs: number;
  checkIntervalMs: number;
}
export const DEFAULT_TIMEOUTS: Readonly<Timeouts>;
export function bodyIsShort(req: http.IncomingMessage): boolean;
