import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { securityFor } from '../../../scripts/lib/security-headers.mjs';
import { createStaticServer } from '../../../scripts/lib/static-server.mjs';

/**
 * Browser security headers: the shell's and the remotes' static servers (npm start,
 * serve-shell.mjs, serve-remote.mjs): a strict Content-Security-Policy with a fresh nonce in every HTML
 * answer, the headers that go with it, HSTS only for an https public URL, and what a remote needs so the shell
 * can load it from another origin.
 */

const remotes = {
  lawfirm: 'https://lawfirm.cdn.example.se/2026-11-22/mf-manifest.json',
  creditor: 'https://creditor.cdn.example.se/mf-manifest.json',
};
const remoteOrigins = ['https://lawfirm.cdn.example.se', 'https://creditor.cdn.example.se'];
const shellOrigin = 'http://localhost:3000';

let root: string;
let api: string;
const servers: http.Server[] = [];

beforeAll(async () => {
  // An API that answers with a policy of its own, as the real one does.
  api = await listen(
    http.createServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-security-policy': "default-src 'none'",
      });
      res.end('{}');
    }),
  );
  root = mkdtempSync(join(tmpdir(), 'static-headers-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"></head><body></body></html>',
  );
  writeFileSync(join(root, 'main.0123456789.js'), 'console.info("main");');
  writeFileSync(join(root, 'mf-manifest.json'), '{}');
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(root, { recursive: true, force: true });
});

async function listen(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function startShell(publicUrl: string): Promise<string> {
  return listen(
    createStaticServer({
      name: 'shell',
      root,
      spaFallback: true,
      proxy: { prefix: '/api', target: api },
      security: securityFor('shell', { publicUrl, remotes }),
    }),
  );
}

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

const nonceIn = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

describe('the shell', () => {
  let base: string;
  beforeAll(async () => {
    base = await startShell('http://localhost:3000');
  });

  it('serves its page with a fresh nonce each time, the same in the page and in the policy', async () => {
    const nonces = [];
    for (const path of ['/', '/', '/dashboard/about']) {
      const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      const nonce = nonceIn(await res.text());
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(directives(res.headers.get('content-security-policy')).get('style-src')).toContain(
        `'nonce-${nonce}'`,
      );
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('writes the nonce into the gzip-compressed page too', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    expect(res.headers['content-encoding']).toBe('gzip');
    const nonce = nonceIn(gunzipSync(Buffer.concat(chunks)).toString());
    expect(nonce).not.toBe('__CSP_NONCE__');
    expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('allows scripts and styles from itself and the remotes only, no eval, nothing inline but its nonce', async () => {
    const res = await fetch(`${base}/`);
    const policy = res.headers.get('content-security-policy') ?? '';
    const nonce = nonceIn(await res.text());
    const d = directives(policy);
    expect(policy).not.toMatch(/unsafe-|\*/);
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'", ...remoteOrigins]);
    expect(d.get('style-src')).toEqual(["'self'", ...remoteOrigins, `'nonce-${nonce}'`]);
    expect(d.get('connect-src')).toEqual(["'self'", ...remoteOrigins]);
    expect(d.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...remoteOrigins]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends the other headers on every answer: page, script, missing file', async () => {
    for (const path of ['/', '/main.0123456789.js', '/missing.js']) {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends Strict-Transport-Security when its public URL is https', async () => {
    const https = await startShell('https://portal.example.se');
    for (const path of ['/', '/main.0123456789.js', '/api/health']) {
      const res = await fetch(`${https}${path}`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it("keeps the API's own policy on proxied calls, and adds its headers", async () => {
    const shell = await startShell('https://portal.example.se');
    const res = await fetch(`${shell}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('a remote', () => {
  async function startRemote(publicUrl: string) {
    return listen(
      createStaticServer({
        name: 'lawfirm',
        root,
        allowedOrigins: [shellOrigin],
        security: securityFor('lawfirm', {
          publicUrl: shellOrigin,
          remotes: { ...remotes, lawfirm: publicUrl },
        }),
      }),
    );
  }

  it('lets the shell load its files from another origin, and still reads only for the shell', async () => {
    const base = await startRemote('http://localhost:3001/mf-manifest.json');
    const fromShell = await fetch(`${base}/mf-manifest.json`, { headers: { origin: shellOrigin } });
    expect(fromShell.headers.get('access-control-allow-origin')).toBe(shellOrigin);
    expect(fromShell.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(fromShell.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fromShell.headers.get('strict-transport-security')).toBeNull();
    const fromElsewhere = await fetch(`${base}/main.0123456789.js`, {
      headers: { origin: 'http://evil.example' },
    });
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves its own page with a nonce and a policy that trusts only itself', async () => {
    const base = await startRemote('http://localhost:3001/mf-manifest.json');
    const res = await fetch(`${base}/`);
    const nonce = nonceIn(await res.text());
    const d = directives(res.headers.get('content-security-policy'));
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
  });

  it('sends Strict-Transport-Security when its own URL is https', async () => {
    const base = await startRemote(remotes.lawfirm);
    const res = await fetch(`${base}/remoteEntry.js`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
