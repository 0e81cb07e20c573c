import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { securityFor } from '../../../scripts/lib/security-headers.mjs';
import { createStaticServer } from '../../../scripts/lib/static-server.mjs';

/**
 * "No passwords in logs", for the shell's static server: its
 * /api proxy wrote the whole URL to the log when the API could not be reached,
 * and so did its answer to a request that failed. An older client calling
 * `LawFirm/add?Password=…` while the API was down left the password in the
 * shell's log. Both messages now redact as the API's request log does.
 */

const servers: http.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function shell(options: {
  proxyTo: string;
  routes?: Parameters<typeof createStaticServer>[0]['routes'];
}) {
  const server = createStaticServer({
    name: 'shell',
    root: __dirname,
    proxy: { prefix: '/api', target: options.proxyTo },
    routes: options.routes,
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
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on: the API that cannot be reached. */
async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const SECRETS = 'Password=Hemligt-Logg-1&OTP=481516&code=234200&Token=eyJ.hemlig&challenge=utmaning-42';
const secretValues = ['Hemligt-Logg-1', '481516', '234200', 'eyJ.hemlig', 'utmaning-42'];

/** What `console[method]` wrote while `work` ran. */
async function logged(method: 'warn' | 'error', work: () => Promise<unknown>): Promise<string> {
  const spy = jest.spyOn(console, method).mockImplementation(() => undefined);
  try {
    await work();
    return spy.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
  } finally {
    spy.mockRestore();
  }
}

it('logs an unreachable API call with the secret query values redacted', async () => {
  const base = await shell({ proxyTo: `http://127.0.0.1:${await closedPort()}` });
  let status = 0;
  const log = await logged('warn', async () => {
    status = (await fetch(`${base}/api/LawFirm/add?LawfirmName=Loggfri&${SECRETS}`, { method: 'POST' }))
      .status;
  });
  expect(status).toBe(502);
  expect(log).toContain('/api/LawFirm/add?LawfirmName=Loggfri&Password=[redacted]&OTP=[redacted]');
  for (const secret of secretValues) expect(log).not.toContain(secret);
});

it('logs a request that failed with the secret query values redacted', async () => {
  const base = await shell({
    proxyTo: `http://127.0.0.1:${await closedPort()}`,
    routes: {
      '/trasig': () => {
        throw new Error('trasig');
      },
    },
  });
  let status = 0;
  const log = await logged('error', async () => {
    status = (await fetch(`${base}/trasig?${SECRETS}`)).status;
  });
  expect(status).toBe(500);
  expect(log).toContain('/trasig?Password=[redacted]&OTP=[redacted]&code=[redacted]');
  for (const secret of secretValues) expect(log).not.toContain(secret);
});
