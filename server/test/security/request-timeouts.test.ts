import { connect, type Socket } from 'node:net';
import { DEFAULT_TIMEOUTS } from '../../src/config';
import { createTestApp, type TestApp } from '../helper';

/**
 * "Timeouts": the API had no request timeout, so a client could
 * hold a connection open for ever by sending its headers one byte a second.
 * Here the limits are shortened (the production values are checked below);
 * the server cuts such a client off and keeps answering others meanwhile.
 */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    timeouts: { ...DEFAULT_TIMEOUTS, headersMs: 2_000, jsonBodyMs: 2_000, checkIntervalMs: 250 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Writes `text` one byte per `everyMs`; resolves with how long until the server closed the socket. */
function dribble(text: string, everyMs: number): Promise<{ closedAfterMs: number; sentBytes: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < text.length && !socket.destroyed) socket.write(text[sent++] ?? '');
    }, everyMs);
    const done = () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, sentBytes: sent });
    };
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.resume();
  });
}

describe('slow clients', () => {
  it('cuts off a client that sends its headers one byte a second, and answers others meanwhile', async () => {
    const request = `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'x'.repeat(40)}\r\n\r\n`;
    const slow = dribble(request, 1000);
    const answers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      answers.push(response.status);
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(answers).toEqual([200, 200, 200]);
    const { closedAfterMs, sentBytes } = await slow;
    // Cut off after about headersMs (2 s here), not after Node's default of a minute or more.
    expect(sentBytes).toBeLessThan(20);
    expect(closedAfterMs).toBeGreaterThan(0);
  });

  it('cuts off a JSON body that trickles in', async () => {
    const body = JSON.stringify({ EmalId: 'anna.berg@nordlaw.demo', password: 'x'.repeat(30) });
    const head = `POST /api/Auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const result = await new Promise<{ sentBytes: number; answer: string }>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(head));
      let sent = 0;
      let answer = '';
      const timer = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++] ?? '');
      }, 500);
      socket.on('data', (chunk) => {
        answer += chunk;
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ sentBytes: sent, answer });
      });
    });
    expect(result.sentBytes).toBeLessThan(20);
    expect(result.answer).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it('allows a 10 MB upload on a slow line and keeps JSON short in production', () => {
    const tenMegabytesAt256kbit = ((10 * 1024 * 1024 * 8) / 256_000) * 1000;
    expect(DEFAULT_TIMEOUTS.requestMs).toBeGreaterThan(tenMegabytesAt256kbit);
    expect(DEFAULT_TIMEOUTS.headersMs).toBeLessThanOrEqual(15_000);
    expect(DEFAULT_TIMEOUTS.jsonBodyMs).toBeLessThanOrEqual(30_000);
    expect(t.app.server.headersTimeout).toBe(2_000);
    expect(t.app.server.requestTimeout).toBe(DEFAULT_TIMEOUTS.requestMs);
  });
});
