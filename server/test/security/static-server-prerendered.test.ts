import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageOf, prerenderedPages } from '../../../scripts/lib/prerendered-pages.mjs';
import { securityFor } from '../../../scripts/lib/security-headers.mjs';
import { createStaticServer } from '../../../scripts/lib/static-server.mjs';

/**
 * The shell's server answers a public page with its prerendered HTML (scripts/prerender.mjs) for
 * the deployment's audience, in the browser's first language, with a fresh CSP nonce like any page; every
 * other path, and a build without prerendered pages, is served as before.
 */

let root: string;
let server: http.Server;

const page = (text: string) =>
  `<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"></head><body><div id="root">${text}</div></body></html>`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-prerendered-'));
  writeFileSync(join(root, 'index.html'), page(''));
  for (const audience of ['lawfirm', 'creditor']) {
    for (const language of ['en', 'sv']) {
      mkdirSync(join(root, 'prerendered', audience, language), { recursive: true });
      writeFileSync(
        join(root, 'prerendered', audience, language, 'index.html'),
        page(`${audience} ${language} /`),
      );
    }
  }
  const file = (audience: string, language: string) => ({
    '/': `prerendered/${audience}/${language}/index.html`,
  });
  writeFileSync(
    join(root, 'prerendered', 'pages.json'),
    JSON.stringify({
      lawfirm: { en: file('lawfirm', 'en'), sv: file('lawfirm', 'sv') },
      creditor: { en: file('creditor', 'en'), sv: file('creditor', 'sv') },
    }),
  );
  server = createStaticServer({
    name: 'shell',
    root,
    spaFallback: true,
    pageFor: prerenderedPages(root, 'creditor'),
    security: securityFor('shell', {
      publicUrl: 'http://localhost:3000',
      remotes: {
        lawfirm: 'http://localhost:3001/mf-manifest.json',
        creditor: 'http://localhost:3002/mf-manifest.json',
      },
    }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, acceptLanguage?: string) =>
  fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, {
    headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
  });

describe('prerendered public pages', () => {
  it("answers / with the audience's page in the browser's first language, with a fresh nonce", async () => {
    const english = await get('/', 'en-GB,en;q=0.9,sv;q=0.8');
    const html = await english.text();
    expect(html).toContain('<div id="root">creditor en /</div>');
    expect(html).not.toContain('__CSP_NONCE__');
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(english.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(english.headers.get('vary')).toContain('Accept-Language');
    expect(await (await get('/', 'sv-SE,sv;q=0.9')).text()).toContain('creditor sv /');
    expect(await (await get('/')).text()).toContain('creditor en /');
  });

  it('serves every other path as before: the plain page for a deep link', async () => {
    const deep = await get('/dashboard/about', 'sv');
    expect(await deep.text()).toContain('<div id="root"></div>');
    expect(deep.headers.get('vary')).not.toContain('Accept-Language');
  });

  it('chooses Swedish only when it is the first language', () => {
    expect(languageOf('sv')).toBe('sv');
    expect(languageOf('SV-se, en;q=0.8')).toBe('sv');
    expect(languageOf('en-US,sv;q=0.9')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });

  it('finds nothing in a build without prerendered pages', () => {
    const none = prerenderedPages(join(root, 'missing'), 'lawfirm');
    expect(none('/', { headers: {} } as http.IncomingMessage)).toBeNull();
  });
});
