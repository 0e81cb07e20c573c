import type { FastifyInstance } from 'fastify';

/**
 * Node's requestTimeout must allow a 10 MB upload on a slow line, which is far
 * too long for a JSON call. So a request whose body is not multipart gets its
 * own, short deadline: if its body has not arrived (and been parsed) in
 * `limitMs`, the connection is closed.
 */
export function limitJsonBodyTime(app: FastifyInstance, limitMs: number) {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
    const timer = setTimeout(() => {
      request.log.info('request body too slow: connection closed');
      request.raw.destroy();
    }, limitMs);
    timer.unref();
    timers.set(request, timer);
  });
  const clear = async (request: object) => {
    const timer = timers.get(request);
    if (timer) clearTimeout(timer);
  };
  app.addHook('preValidation', clear);
  app.addHook('onResponse', clear);
  app.addHook('onRequestAbort', clear);
}
