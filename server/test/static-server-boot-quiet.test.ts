import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { securityFor } from '../../scripts/lib/security-headers.mjs';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';

/**
 * `npm start` polls /api/health through the shell while the API boots: the
 * shell's proxy answers those refused connections 502 without a log line
 * each. A refusal it has not seen before the API answered once (another
 * call, or the API gone away later) is still logged.
 */

const servers: http.Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(server: http.Server, port = 0): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function warnings(work: () => Promise<unknown>): Promise<string[]> {
  const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await work();
    return spy.mock.calls.map((args) => args.map(String).join(' '));
  } finally {
    spy.mockRestore();
  }
}

it('keeps quiet about the health polling while the API boots, not about anything else', async () => {
  const apiPort = await freePort();
  const shell = createStaticServer({
    name: 'shell',
    root: __dirname,
    proxy: { prefix: '/api', target: `http://127.0.0.1:${apiPort}` },
    security: securityFor('shell', {
      publicUrl: 'http://localhost',
      remotes: {
        lawfirm: 'http://127.0.0.1:1/mf-manifest.json',
        creditor: 'http://127.0.0.1:2/mf-manifest.json',
      },
    }),
  });
  const base = `http://127.0.0.1:${await listen(shell)}`;

  const booting = await warnings(async () => {
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}/api/health`)).status).toBe(502);
    expect((await fetch(`${base}/api/Case/get`)).status).toBe(502);
  });
  expect(booting).toEqual([expect.stringContaining('[proxy] GET /api/Case/get -> ')]);

  const api = http.createServer((_req, res) => res.end('{}'));
  await listen(api, apiPort);
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  await new Promise((resolve) => api.close(resolve));

  const gone = await warnings(async () => expect((await fetch(`${base}/api/health`)).status).toBe(502));
  expect(gone).toEqual([expect.stringContaining('[proxy] GET /api/health -> ')]);
});
