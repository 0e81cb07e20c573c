import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { EMAIL_PATTERN } from 'shared-api/contract';
import { z } from 'zod';
import { DEFAULT_TIMEOUTS, type Timeouts } from '../../scripts/lib/timeouts.mjs';
import { portalAdminPasswordProblem } from './auth/password-policy';

/**
 * The server's configuration, parsed from the environment once at start-up
 * (the variables are listed in the README). Everything else receives this object; nothing reads
 * process.env on its own.
 */
export interface Config {
  apiPort: number;
  host: string;
  dataDir: string;
  /** postgres://… when a PostgreSQL server is used; undefined for embedded PGlite. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  tokenTtlSeconds: number;
  portalAdminEmail: string | undefined;
  portalAdminPassword: string | undefined;
  demoData: boolean;
  smtpUrl: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** NODE_ENV=production: no demo data unless DEMO_DATA=1, a strong JWT_SECRET, no API docs unless API_DOCS=1. */
  production: boolean;
  /** Serve /api/docs and /api/openapi.json. */
  apiDocs: boolean;
  /** Addresses or CIDRs whose X-Forwarded-For is believed (Fastify's trustProxy). */
  trustedProxies: string[];
  timeouts: Timeouts;
  /** METRICS_TOKEN: when set, GET /api/metrics asks for `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** The mail outbox's worker; defaults in mail/outbox.ts. */
  mailWorker?: MailWorkerSettings;
  /** PUBLIC_URL: the shell's URL as users reach it, for links in mails. Default http://localhost:$SHELL_PORT. */
  publicUrl?: string;
  /** FILE_STORAGE and S3_*: where uploaded files live. Absent: the disk under DATA_DIR. */
  fileStorage?: FileStorageSettings;
  /** LOG_FORMAT: 'pretty' (one readable line a request, a terminal) or 'json' (machines). Absent: json. */
  logFormat?: LogFormat;
}

export type LogFormat = 'json' | 'pretty';

/** FILE_STORAGE=disk (the default, `DATA_DIR/files`) or FILE_STORAGE=s3 with the bucket's settings. */
export type FileStorageSettings = { kind: 'disk' } | S3Settings;

/** An S3-compatible bucket; credentials come from the AWS SDK's default chain (environment, profile, role). */
export interface S3Settings {
  kind: 's3';
  /** S3_BUCKET */
  bucket: string;
  /** S3_ENDPOINT: an S3-compatible service (MinIO, Ceph, a cloud's object storage); absent: AWS. */
  endpoint?: string;
  /** S3_REGION; absent: the SDK's chain (AWS_REGION, the profile), or us-east-1 with S3_ENDPOINT. */
  region?: string;
  /** S3_FORCE_PATH_STYLE=1: http://host/bucket/key instead of http://bucket.host/key (MinIO and most others). */
  forcePathStyle: boolean;
}

/** MAIL_LEASE_SECONDS, MAIL_RETRY_BASE_MS, MAIL_POLL_MS, MAIL_BATCH_SIZE, MAIL_CONCURRENCY, MAIL_RETENTION_DAYS (all optional). */
export interface MailWorkerSettings {
  batchSize?: number;
  concurrency?: number;
  leaseSeconds?: number;
  retryBaseMs?: number;
  pollMs?: number;
  /** Sent mails are deleted after this many days. Default 30. */
  retentionDays?: number;
  /** How long a shutdown keeps delivering what is due. Default 5000. */
  shutdownDrainMs?: number;
}

// The time-outs are the shell's and the remotes' too (scripts/lib/timeouts.mjs, plain JavaScript that `npm start`
// runs without a compiler): one set, so that a slow client is cut off at the front door as at the API.
export { DEFAULT_TIMEOUTS, type Timeouts } from '../../scripts/lib/timeouts.mjs';

/** The loopback addresses: the shell's /api proxy on the same machine. */
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

/** One entry of TRUSTED_PROXIES: an IPv4/IPv6 address or CIDR, or a keyword proxy-addr knows. */
export function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** '8h', '30m', '1d', '45s' or a plain number of seconds. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)\s*([smhd]?)$/i.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * (UNITS[(match[2] || 's').toLowerCase()] ?? 1);
  return seconds > 0 ? seconds : null;
}

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(emptyToUndefined, z.string().optional());
const optionalFlag = z.preprocess(emptyToUndefined, z.enum(['0', '1', 'true', 'false']).optional());

/** S3's rule for bucket names (3–63 characters: lower-case letters, digits, dots and hyphens). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const envSchema = z
  .object({
    API_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(4000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    JWT_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    NODE_ENV: optionalText,
    API_DOCS: optionalFlag,
    TRUSTED_PROXIES: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((text) =>
          text
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
        )
        .refine(
          (entries) => entries.every(isProxyEntry),
          'must be addresses or CIDRs separated by commas, e.g. 10.0.0.0/8,192.168.1.5',
        )
        .optional(),
    ),
    TOKEN_TTL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('8h')
        .refine((v) => parseDuration(v) !== null, 'must be a duration such as 8h, 30m or 3600'),
    ),
    PORTAL_ADMIN_EMAIL: optionalText.pipe(
      z.string().regex(EMAIL_PATTERN, 'must be an e-mail address').optional(),
    ),
    // Refused, not warned about, when weak: docs/decisions/0026-password-policy.md.
    PORTAL_ADMIN_PASSWORD: optionalText.pipe(
      z
        .string()
        .superRefine((value, ctx) => {
          const problem = portalAdminPasswordProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .optional(),
    ),
    DEMO_DATA: optionalFlag,
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    METRICS_TOKEN: optionalText,
    PUBLIC_URL: optionalText.pipe(
      z
        .string()
        .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http:// or https:// URL')
        .optional(),
    ),
    SHELL_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
    MAIL_LEASE_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3600).optional()),
    MAIL_RETRY_BASE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).optional()),
    MAIL_POLL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(10).optional()),
    MAIL_BATCH_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).optional()),
    MAIL_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).optional()),
    MAIL_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).optional()),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['json', 'pretty']).optional()),
    FILE_STORAGE: z.preprocess(emptyToUndefined, z.enum(['disk', 's3']).default('disk')),
    S3_BUCKET: optionalText.pipe(
      z
        .string()
        .regex(BUCKET_NAME, 'must be a bucket name: 3-63 lower-case letters, digits, dots or hyphens')
        .optional(),
    ),
    S3_ENDPOINT: optionalText.pipe(
      z
        .string()
        .regex(/^https?:\/\/[^\s/]+\/?$/, 'must be an http:// or https:// URL of the service, without a path')
        .optional(),
    ),
    S3_REGION: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z]{2}(-[a-z0-9]+)+$/, 'must be a region name such as eu-north-1')
        .optional(),
    ),
    S3_FORCE_PATH_STYLE: optionalFlag,
  })
  .superRefine((env, ctx) => {
    // A short key can be guessed offline from one token.
    if (env.NODE_ENV === 'production' && env.JWT_SECRET && Buffer.byteLength(env.JWT_SECRET) < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'must be at least 32 bytes with NODE_ENV=production',
      });
    }
    // A short token on a public metrics endpoint can be guessed; the check is the same as for the key.
    if (env.NODE_ENV === 'production' && env.METRICS_TOKEN && env.METRICS_TOKEN.length < 32) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message: 'must be at least 32 characters with NODE_ENV=production',
      });
    }
    if (env.FILE_STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'must be set with FILE_STORAGE=s3' });
    }
    if (Boolean(env.PORTAL_ADMIN_EMAIL) !== Boolean(env.PORTAL_ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.PORTAL_ADMIN_EMAIL ? 'PORTAL_ADMIN_PASSWORD' : 'PORTAL_ADMIN_EMAIL'],
        message: 'PORTAL_ADMIN_EMAIL and PORTAL_ADMIN_PASSWORD must be set together',
      });
    }
  });

/** What stops the start: one line naming each wrong setting and why (server.ts prints only this). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** The key kept in DATA_DIR when JWT_SECRET is not given, so tokens survive a restart. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** What the environment does not say: whether the log goes to a person at a terminal. */
interface Surroundings {
  /** stdout is a terminal (npm start in a shell). */
  terminal?: boolean;
}

/** Parse the environment; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, surroundings: Surroundings = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const production = e.NODE_ENV === 'production';
  const flag = (value: string | undefined, fallback: boolean) =>
    value === undefined ? fallback : value === '1' || value === 'true';
  // Demo sign-ins only where nobody can mistake them for real ones: never by default in production.
  const demoData = flag(e.DEMO_DATA, !e.DATABASE_URL && !production);
  return {
    apiPort: e.API_PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    tokenTtlSeconds: parseDuration(e.TOKEN_TTL) ?? 8 * 3600,
    portalAdminEmail: e.PORTAL_ADMIN_EMAIL,
    portalAdminPassword: e.PORTAL_ADMIN_PASSWORD,
    demoData,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    production,
    apiDocs: flag(e.API_DOCS, !production),
    trustedProxies: e.TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES,
    timeouts: DEFAULT_TIMEOUTS,
    metricsToken: e.METRICS_TOKEN,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.SHELL_PORT ?? 3000}`).replace(/\/+$/, ''),
    fileStorage:
      e.FILE_STORAGE === 's3' && e.S3_BUCKET
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
            region: e.S3_REGION ?? (e.S3_ENDPOINT ? 'us-east-1' : undefined),
            forcePathStyle: flag(e.S3_FORCE_PATH_STYLE, false),
          }
        : { kind: 'disk' },
    // A person reads a terminal; anything else (a file, a collector) and production get JSON.
    logFormat: e.LOG_FORMAT ?? (surroundings.terminal && !production ? 'pretty' : 'json'),
    mailWorker: {
      leaseSeconds: e.MAIL_LEASE_SECONDS,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      pollMs: e.MAIL_POLL_MS,
      batchSize: e.MAIL_BATCH_SIZE,
      concurrency: e.MAIL_CONCURRENCY,
      retentionDays: e.MAIL_RETENTION_DAYS,
    },
  };
}
