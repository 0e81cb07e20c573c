import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';
import { call, createTestApp } from '../helper';

/**
 * "Safe defaults in production": with NODE_ENV=production an empty
 * embedded database got the demo S account (its password is in the README),
 * a 16-character JWT_SECRET was accepted, and the API documented itself.
 */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'server-prod-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const production = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', ...env });

describe('configuration with NODE_ENV=production', () => {
  it('seeds no demo data, on PGlite too, unless DEMO_DATA=1', () => {
    expect(production().demoData).toBe(false);
    expect(production({ DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).demoData).toBe(true);
  });

  it('serves the API docs only with API_DOCS=1', () => {
    expect(production().apiDocs).toBe(false);
    expect(production({ API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, API_DOCS: '0' }).apiDocs).toBe(false);
  });

  it('refuses a JWT_SECRET shorter than 32 bytes', () => {
    expect(() => production({ JWT_SECRET: 'x'.repeat(31) })).toThrow(ConfigError);
    expect(() => production({ JWT_SECRET: 'x'.repeat(31) })).toThrow(/JWT_SECRET: must be at least 32 bytes/);
    expect(production({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
    // 16 one-byte characters are 16 bytes, whatever their count in UTF-16: 'å' is two bytes.
    expect(production({ JWT_SECRET: 'å'.repeat(16) }).jwtSecret).toHaveLength(16);
    // A generated key (kept in DATA_DIR) is long enough.
    expect(Buffer.byteLength(production().jwtSecret)).toBeGreaterThanOrEqual(32);
    // Outside production the old minimum stays.
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(16) }).jwtSecret).toHaveLength(16);
  });

  it('makes the server refuse to start with a short JWT_SECRET', () => {
    const server = resolve(__dirname, '../../src/server.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        JWT_SECRET: 'sixteen-chars-ok',
        DATA_DIR: dir,
        API_PORT: '0',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/JWT_SECRET: must be at least 32 bytes/);
  });
});

describe('an API started for production on an empty embedded database', () => {
  it('has no demo sign-in and no API docs', async () => {
    const { databaseUrl: _url, dataDir: _dir, ...settings } = production();
    const t = await createTestApp(settings);
    try {
      const users = await t.db.selectFrom('users').select('email').execute();
      expect(users).toEqual([]);
      const demo = await call(t.app, {
        method: 'POST',
        url: '/api/Auth/login',
        payload: { EmalId: 'admin@portal.demo', password: 'Demo1234!' },
      });
      expect(demo.status).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
