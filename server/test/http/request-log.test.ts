import { Writable } from 'node:stream';
import { loggerFor } from '../../src/http/request-log';
import { call, createTestApp, login, type TestApp } from '../helper';

/**
 * The API's log for a person (`npm start` in a terminal: one short line per
 * request, the health polling left out) and for machines (production: JSON
 * lines with the request id).
 */

function collector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, stream };
}

async function appLogging(format: 'pretty' | 'json') {
  const log = collector();
  const t = await createTestApp(
    { logFormat: format, logLevel: 'info' },
    { logger: loggerFor({ logLevel: 'info', logFormat: format }, log.stream) },
  );
  return { t, log };
}

async function someCalls(t: TestApp) {
  const anna = await login(t.app, 'anna');
  await call(t.app, { method: 'GET', url: '/api/health' });
  await call(t.app, { method: 'GET', url: '/api/Case/get?lawFirmId=1&pageSize=5', headers: anna.headers });
  await call(t.app, { method: 'GET', url: '/api/Auth/account?token=hemlig', headers: anna.headers });
  await call(t.app, { method: 'GET', url: '/api/Case/get?lawFirmId=1' });
}

describe('the log', () => {
  it('in a terminal: one readable line per request, without the health checks, secrets redacted', async () => {
    const { t, log } = await appLogging('pretty');
    try {
      const before = log.lines.length;
      await someCalls(t);
      const requests = log.lines.slice(before);
      expect(requests).toEqual([
        expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: POST \/api\/Auth\/login 200 \d+ ms$/),
        expect.stringMatching(
          /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/Case\/get\?lawFirmId=1&pageSize=5 200 \d+ ms$/,
        ),
        expect.stringMatching(
          /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/Auth\/account\?token=\[redacted\] 200 \d+ ms$/,
        ),
        // A refusal's reason on its request's line, not on a line of its own.
        expect.stringMatching(
          /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/Case\/get\?lawFirmId=1 401 \d+ ms \(Missing or expired token\)$/,
        ),
      ]);
    } finally {
      await t.close();
    }
  });

  it('in production: JSON lines, each request with its id, the health checks included', async () => {
    const { t, log } = await appLogging('json');
    try {
      const before = log.lines.length;
      await someCalls(t);
      const entries = log.lines.slice(before).map((line) => JSON.parse(line));
      const completed = entries.filter((e) => e.msg === 'request completed');
      expect(completed.map((e) => e.res.statusCode)).toEqual([200, 200, 200, 200, 401]);
      for (const entry of completed) expect(entry).toMatchObject({ reqId: expect.any(String) });
      expect(entries).toContainEqual(expect.objectContaining({ msg: 'request refused', status: 401 }));
      const incoming = entries.filter((e) => e.msg === 'incoming request').map((e) => e.req.url);
      expect(incoming).toContain('/api/health');
      expect(incoming).toContain('/api/Auth/account?token=[redacted]');
    } finally {
      await t.close();
    }
  });
});
