import type http from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { securityFor } from '../../../scripts/lib/security-headers.mjs';
import { createStaticServer } from '../../../scripts/lib/static-server.mjs';
import { DEFAULT_TIMEOUTS as WEB_TIMEOUTS } from '../../../scripts/lib/timeouts.mjs';
import { DEFAULT_TIMEOUTS } from '../../src/config';
import { type FilesWorld, loadWorld, MINIMAL_PDF } from '../files-fixtures';
import { createTestApp, login, type SignedIn, type TestApp } from '../helper';

/**
 * The shell and the remotes had Node's default time-outs while the API had its own: headers
 * trickled in a byte a second to the shell stayed open 73.7 s, and a slow JSON body through the
 * shell's /api proxy was held as long as the API held it. They now use the API's: headers within
 * 10 s, a body that is not an upload within 15 s of them (the proxy closes the socket), an upload
 * within the whole-request limit. Here the limits are shortened, as in request-timeouts.test.ts;
 * the production values are checked to be the API's.
 */

const SHORT = { ...WEB_TIMEOUTS, headersMs: 1_500, jsonBodyMs: 1_500, checkIntervalMs: 250 };

const REMOTES = {
  lawfirm: 'http://localhost:3001/mf-manifest.json',
  creditor: 'http://localhost:3002/mf-manifest.json',
};

let t: TestApp;
let w: FilesWorld;
let anna: SignedIn;
const servers: http.Server[] = [];
let shell: number;
let remote: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await loadWorld(t.db);
  anna = await login(t.app, 'anna');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const api = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const security = (name: 'shell' | 'lawfirm') =>
    securityFor(name, { publicUrl: 'http://localhost:3000', remotes: REMOTES });
  shell = await listen(
    createStaticServer({
      name: 'shell',
      root: t.config.dataDir,
      proxy: { prefix: '/api', target: api },
      security: security('shell'),
      timeouts: SHORT,
    }),
  );
  remote = await listen(
    createStaticServer({
      name: 'lawfirm',
      root: t.config.dataDir,
      security: security('lawfirm'),
      timeouts: SHORT,
    }),
  );
});
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await t.close();
});

async function listen(server: http.Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Sends `head` at once, then `body` one byte every `everyMs`; resolves when the server closes the
 * socket, with how many body bytes it took and what it answered (nothing, for a cut-off).
 */
function trickle(port: number, head: string, body: string, everyMs: number) {
  return new Promise<{ sentBytes: number; answer: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let sent = 0;
    let answer = '';
    const timer = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body[sent++] ?? '');
    }, everyMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ sentBytes: sent, answer, closedAfterMs: Date.now() - started });
    });
  });
}

describe('the shell’s and the remotes’ time-outs', () => {
  it('are the API’s', () => {
    expect(WEB_TIMEOUTS).toEqual(DEFAULT_TIMEOUTS);
    const production = createStaticServer({
      name: 'shell',
      root: t.config.dataDir,
      proxy: { prefix: '/api', target: 'http://127.0.0.1:9' },
      security: securityFor('shell', { publicUrl: 'http://localhost:3000', remotes: REMOTES }),
    });
    expect(production.headersTimeout).toBe(10_000);
    expect(production.requestTimeout).toBe(DEFAULT_TIMEOUTS.requestMs);
    expect(production.keepAliveTimeout).toBe(DEFAULT_TIMEOUTS.keepAliveMs);
    expect(production.timeout).toBe(DEFAULT_TIMEOUTS.idleMs);
    const remoteServer = createStaticServer({
      name: 'lawfirm',
      root: t.config.dataDir,
      security: securityFor('lawfirm', { publicUrl: 'http://localhost:3000', remotes: REMOTES }),
    });
    // A remote takes no uploads: its whole request is as short as a body that is not one.
    expect(remoteServer.requestTimeout).toBe(DEFAULT_TIMEOUTS.jsonBodyMs);
  });

  it.each([
    ['the shell', () => shell],
    ['a remote', () => remote],
  ])('cut off headers trickled in to %s', async (_which, port) => {
    const { sentBytes, answer } = await trickle(
      port(),
      '',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ${'x'.repeat(60)}\r\n\r\n`,
      100,
    );
    // Cut off after about headersMs (1.5 s here: some 15 bytes), not after Node's minute and more.
    expect(sentBytes).toBeLessThan(40);
    expect(answer).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it('closes the socket on a JSON body trickled through the /api proxy', async () => {
    const body = JSON.stringify({ EmalId: 'anna.berg@nordlaw.demo', password: 'x'.repeat(60) });
    const head = `POST /api/Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { sentBytes, answer } = await trickle(shell, head, body, 100);
    expect(sentBytes).toBeLessThan(40);
    expect(answer).toBe('');
  });

  it('lets an upload through the /api proxy take longer than a JSON body may', async () => {
    const boundary = 'slowupload';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="langsam.pdf"\r\nContent-Type: application/pdf\r\n\r\n${MINIMAL_PDF.toString('latin1')}\r\n--${boundary}--\r\n`;
    const head =
      `POST /api/LawFirm/document/upload?SendToCasesId=${w.kaffe} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n` +
      `Authorization: ${anna.headers.authorization}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
    // Its first bytes take longer than jsonBodyMs (1.5 s), the rest comes at once: nothing is cut off.
    const started = Date.now();
    const result = await new Promise<string>((resolve) => {
      const socket = connect(shell, '127.0.0.1', () => socket.write(head));
      let answer = '';
      let sent = 0;
      const timer = setInterval(() => {
        if (Date.now() - started < 2_500) socket.write(body[sent++] ?? '');
        else {
          clearInterval(timer);
          socket.write(body.slice(sent));
        }
      }, 100);
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve(answer);
      });
    });
    expect(Date.now() - started).toBeGreaterThan(2_500);
    // The API stored it, which it could not have if the proxy had cut the body off.
    expect(result).toMatch(/^HTTP\/1\.1 200 /);
    expect(result).toContain('langsam.pdf');
  });
});
