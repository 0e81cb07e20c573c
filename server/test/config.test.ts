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

  it('gives the documented defaults and keeps a generated JWT secret in DATA_DIR', () => {
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

describe('a wrong setting stops the start with one line naming it and the reason', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'server-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** The message server.ts prints before it exits 1. */
  function refusal(env: Record<string, string>): string {
    try {
      loadConfig({ DATA_DIR: dir, ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).message;
    }
    throw new Error('expected the configuration to be refused');
  }

  it('S3_BUCKET missing with FILE_STORAGE=s3', () => {
    const message = refusal({ FILE_STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(message).toBe('Invalid configuration: S3_BUCKET: must be set with FILE_STORAGE=s3');
  });

  it('TRUSTED_PROXIES holding something that is neither an address nor a subnet', () => {
    const message = refusal({ TRUSTED_PROXIES: '10.0.0.0/8,balancer.internal' });
    expect(message).toMatch(/^Invalid configuration: TRUSTED_PROXIES: must be addresses or CIDRs/);
    expect(message).not.toContain('\n');
  });

  it('METRICS_TOKEN shorter than 32 characters in production, where /api/metrics faces the network', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32) };
    const message = refusal({ ...production, METRICS_TOKEN: 'short-token' });
    expect(message).toBe(
      'Invalid configuration: METRICS_TOKEN: must be at least 32 characters with NODE_ENV=production',
    );
    expect(loadConfig({ DATA_DIR: dir, ...production, METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe(
      'm'.repeat(32),
    );
    // Outside production a short token is a developer's convenience.
    expect(loadConfig({ DATA_DIR: dir, METRICS_TOKEN: 'dev' }).metricsToken).toBe('dev');
  });

  it('the other S3 settings and the log format, each by name', () => {
    const s3 = { FILE_STORAGE: 's3', S3_BUCKET: 'portal-files' };
    expect(refusal({ FILE_STORAGE: 'nfs' })).toMatch(/^Invalid configuration: FILE_STORAGE: /);
    expect(refusal({ ...s3, S3_BUCKET: 'Portal_Files' })).toMatch(/S3_BUCKET: must be a bucket name/);
    expect(refusal({ ...s3, S3_ENDPOINT: 'minio:9000' })).toMatch(/S3_ENDPOINT: must be an http/);
    expect(refusal({ ...s3, S3_REGION: 'Stockholm' })).toMatch(/S3_REGION: must be a region name/);
    expect(refusal({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toMatch(
      /^Invalid configuration: S3_FORCE_PATH_STYLE: /,
    );
    expect(refusal({ LOG_FORMAT: 'text' })).toMatch(/^Invalid configuration: LOG_FORMAT: /);
  });

  it('several wrong settings still make one line', () => {
    const message = refusal({ TRUSTED_PROXIES: 'everyone', API_PORT: 'x' });
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(/^Invalid configuration: API_PORT: .*; TRUSTED_PROXIES: must be addresses/);
  });
});

describe('file storage and log format settings', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'server-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps files on the disk unless FILE_STORAGE=s3 names a bucket', () => {
    expect(loadConfig({ DATA_DIR: dir }).fileStorage).toEqual({ kind: 'disk' });
    expect(
      loadConfig({
        DATA_DIR: dir,
        FILE_STORAGE: 's3',
        S3_BUCKET: 'portal-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_FORCE_PATH_STYLE: '1',
      }).fileStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    // On AWS itself the region comes from the SDK's chain when S3_REGION is not set.
    expect(loadConfig({ DATA_DIR: dir, FILE_STORAGE: 's3', S3_BUCKET: 'portal-files' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      endpoint: undefined,
      region: undefined,
      forcePathStyle: false,
    });
  });

  it('logs readable lines only to a person at a terminal outside production', () => {
    expect(loadConfig({ DATA_DIR: dir }, { terminal: true }).logFormat).toBe('pretty');
    expect(loadConfig({ DATA_DIR: dir }, { terminal: false }).logFormat).toBe('json');
    const production = { DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32) };
    expect(loadConfig(production, { terminal: true }).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dir, LOG_FORMAT: 'json' }, { terminal: true }).logFormat).toBe('json');
  });
});
