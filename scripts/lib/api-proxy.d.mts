import type http from 'node:http';

export function sendEnvelope(
  res: http.ServerResponse,
  status: number,
  message: string,
  extraHeaders?: Record<string, string>,
): void;
export function proxyRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: string,
  options?: { jsonBodyMs?: number },
): void;
