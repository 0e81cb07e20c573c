import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { securityFor } from '../../../scripts/lib/security-headers.mjs';
import { moveSourceMaps } from '../../../scripts/lib/source-maps.mjs';
import { createStaticServer } from '../../../scripts/lib/static-server.mjs';

/**
 * A source map holds the whole source of a bundle. The shell's main.js.map and the remotes'
 * remoteEntry.js.map were served to anyone. The build now moves them out of dist/ into the app's
 * private sourcemaps/ folder, and the static servers refuse a .map even when one is left in dist/
 * (e2e/tests/no-public-source-maps.spec.ts checks the real build).
 */

let app: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  app = mkdtempSync(join(tmpdir(), 'source-maps-'));
  mkdirSync(join(app, 'dist', 'static'), { recursive: true });
  writeFileSync(join(app, 'dist', 'main.0123456789.js'), 'console.info("main");');
  writeFileSync(join(app, 'dist', 'main.0123456789.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(join(app, 'dist', 'static', 'remoteEntry.js.map'), '{"version":3}');
  server = createStaticServer({
    name: 'lawfirm',
    root: join(app, 'dist'),
    security: securityFor('lawfirm', {
      publicUrl: 'http://localhost:3000',
      remotes: {
        lawfirm: 'http://localhost:3001/mf-manifest.json',
        creditor: 'http://localhost:3002/mf-manifest.json',
      },
    }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(app, { recursive: true, force: true });
});

describe('source maps', () => {
  it('are not served, even when one is left in dist/', async () => {
    expect((await fetch(`${base}/main.0123456789.js`)).status).toBe(200);
    for (const path of ['/main.0123456789.js.map', '/static/remoteEntry.js.map', '/MAIN.0123456789.JS.MAP']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('secret.ts');
    }
  });

  it('leave dist/ for the app’s private sourcemaps/ folder after a build', () => {
    expect(moveSourceMaps(app)).toBe(2);
    expect(existsSync(join(app, 'dist', 'main.0123456789.js.map'))).toBe(false);
    expect(existsSync(join(app, 'dist', 'main.0123456789.js'))).toBe(true);
    expect(existsSync(join(app, 'sourcemaps', 'main.0123456789.js.map'))).toBe(true);
    expect(existsSync(join(app, 'sourcemaps', 'static', 'remoteEntry.js.map'))).toBe(true);
  });
});
