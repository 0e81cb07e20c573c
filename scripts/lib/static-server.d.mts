import type http from 'node:http';
import type { Timeouts } from './timeouts.mjs';

export { proxyRequest, sendEnvelope } from './api-proxy.mjs';

export function cacheControlFor(fileName: string): string;
export function createStaticServer(options: {
  name: string;
  root: string;
  spaFallback?: boolean;
  /** The HTML file (relative to root) that answers a path, chosen per request, or null for the usual lookup. */
  pageFor?: (pathname: string, req: http.IncomingMessage) => string | null;
  allowedOrigins?: string[];
  routes?: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void>;
  proxy?: { prefix: string; target: string };
  security: { trustedOrigins: string[]; headers: Record<string, string> };
  /** The API's time-outs (timeouts.mjs) unless given. */
  timeouts?: Timeouts;
}): http.Server;
export function listenUntilSignalled(
  server: http.Server,
  options: { name: string; port: number; host?: string },
): void;
