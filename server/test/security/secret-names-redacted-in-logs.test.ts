import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { securityFor } from '../../../scripts/lib/security-headers.mjs';
import { createStaticServer } from '../../../scripts/lib/static-server.mjs';
import { redactUrl } from '../../src/http/redact';
import { call, createTestApp, type TestApp } from '../helper';

/**
 * Secret query values never reach a log, whatever the parameter is called. The request log
 * redacted only the exact names password, otp, code, token and challenge, so
 * `?password[]=…`, `creditorPsw=…` and `newPassword=…` were written in clear. Now every name
 * that contains pass, psw, secret, token, code, otp or challenge, in any casing, escaped or
 * inside brackets, has its value replaced: in the API's request log and in the static
 * servers' messages (one function, scripts/lib/redact-url.mjs).
 */

const SECRETS = {
  'password[]': 'Lista-Hemlig-1',
  creditorPsw: 'Borgenar-Hemlig-2',
  newPassword: 'Nytt-Hemligt-3',
  clientSecret: 'Klient-Hemlig-4',
  otpCode: '271828',
  'user[password]': 'Nastlad-Hemlig-5',
  invitationToken: 'Inbjudan-Hemlig-6',
  ACCESS_TOKEN: 'Versal-Hemlig-7',
};
const secretValues = Object.values(SECRETS);
const query = Object.entries(SECRETS)
  .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
  .join('&');

describe('redactUrl', () => {
  it.each([
    ['/api/x?password[]=a&password[]=b', '/api/x?password[]=[redacted]&password[]=[redacted]'],
    ['/api/x?password%5B0%5D=a&keep=1', '/api/x?password%5B0%5D=[redacted]&keep=1'],
    ['/api/x?creditorPsw=a&creditorName=Kund', '/api/x?creditorPsw=[redacted]&creditorName=Kund'],
    ['/api/x?newPassword=a&currentPassword=b', '/api/x?newPassword=[redacted]&currentPassword=[redacted]'],
    ['/api/x?NEWPASSWORD=a', '/api/x?NEWPASSWORD=[redacted]'],
    ['/api/x?clientSecret=a&refresh_token=b', '/api/x?clientSecret=[redacted]&refresh_token=[redacted]'],
    ['/api/x?recoveryCode=a&OtpValue=b', '/api/x?recoveryCode=[redacted]&OtpValue=[redacted]'],
    ['/api/x?pass%2577ord=a', '/api/x?pass%2577ord=[redacted]'],
    ['/api/x?pass%ZZ%77ord=a', '/api/x?pass%ZZ%77ord=[redacted]'],
    ['/api/x?search=Kund&caseId=3', '/api/x?search=Kund&caseId=3'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe("the API's request log", () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
  });
  afterAll(() => t.close());

  it('holds no value of a secret-looking query parameter, on a route or off it', async () => {
    await call(t.app, { method: 'POST', url: `/api/Creditor/verifyOtp?${query}`, payload: {} });
    await call(t.app, { method: 'GET', url: `/api/no-such-route?${query}` });
    await call(t.app, { method: 'POST', url: `/api/Auth/login?${query}`, payload: { EmalId: 'x' } });
    const log = lines.join('');
    expect(log).toContain('/api/no-such-route?');
    expect(log).toContain('[redacted]');
    for (const secret of secretValues) expect(log).not.toContain(secret);
  });
});

describe("the static servers' messages", () => {
  const servers: http.Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('hold no value of a secret-looking query parameter when the API cannot be reached', async () => {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const server = createStaticServer({
      name: 'shell',
      root: __dirname,
      proxy: { prefix: '/api', target: `http://127.0.0.1:${port}` },
      security: securityFor('shell', {
        publicUrl: 'http://localhost',
        remotes: {
          lawfirm: 'http://127.0.0.1:1/mf-manifest.json',
          creditor: 'http://127.0.0.1:2/mf-manifest.json',
        },
      }),
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect((await fetch(`${base}/api/Creditor/profileUpdate?${query}`, { method: 'PUT' })).status).toBe(
        502,
      );
      const log = spy.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
      expect(log).toContain('/api/Creditor/profileUpdate?');
      for (const secret of secretValues) expect(log).not.toContain(secret);
    } finally {
      spy.mockRestore();
    }
  });
});
