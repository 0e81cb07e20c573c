import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, parseDuration } from '../src/config';

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'server-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the defaults of RUN-CONTRACT.md and keeps a generated JWT secret in DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      apiPort: 4000,
      host: '127.0.0.1',
      tokenTtlSeconds: 8 * 3600,
      demoData: true,
    });
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('turns demo data off by default with DATABASE_URL', () => {
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://x@h/db' }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://x@h/db', DEMO_DATA: '1' }).demoData).toBe(
      true,
    );
  });

  it('fails with a list of everything that is wrong', () => {
    try {
      loadConfig({ DATA_DIR: dir, API_PORT: 'abc', TOKEN_TTL: 'soon', SMTP_URL: 'mail.example.se' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/API_PORT/);
      expect(problems).toMatch(/TOKEN_TTL/);
      expect(problems).toMatch(/SMTP_URL/);
    }
  });

  it('wants the platform administrator e-mail and password together', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORTAL_ADMIN_EMAIL: 'ops@x.se' })).toThrow(
      /PORTAL_ADMIN_PASSWORD/,
    );
  });

  it('parses durations', () => {
    expect(parseDuration('8h')).toBe(28800);
    expect(parseDuration('30m')).toBe(1800);
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('later')).toBeNull();
  });
});
