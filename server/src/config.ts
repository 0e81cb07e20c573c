import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * The server's configuration, parsed from the environment once at start-up
 * (RUN-CONTRACT.md). Everything else receives this object; nothing reads
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
    TOKEN_TTL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('8h')
        .refine((v) => parseDuration(v) !== null, 'must be a duration such as 8h, 30m or 3600'),
    ),
    PORTAL_ADMIN_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
    PORTAL_ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
    DEMO_DATA: z.preprocess(emptyToUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.PORTAL_ADMIN_EMAIL) !== Boolean(env.PORTAL_ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.PORTAL_ADMIN_EMAIL ? 'PORTAL_ADMIN_PASSWORD' : 'PORTAL_ADMIN_EMAIL'],
        message: 'PORTAL_ADMIN_EMAIL and PORTAL_ADMIN_PASSWORD must be set together',
      });
    }
  });

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
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

/** Parse the environment; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const demoData =
    e.DEMO_DATA === undefined ? !e.DATABASE_URL : e.DEMO_DATA === '1' || e.DEMO_DATA === 'true';
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
  };
}
