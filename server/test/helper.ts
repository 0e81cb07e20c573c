import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type Config, DEFAULT_TIMEOUTS, DEFAULT_TRUSTED_PROXIES } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import type { Db } from '../src/db/types';
import { prepare } from '../src/prepare';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { errorLogger } from './error-logs';

/**
 * The real app on a real database: in-memory PGlite by default, or (project
 * server-pg) a throwaway database created on TEST_DATABASE_URL and dropped
 * in close(). Create one per test file (PGlite costs ~3 s and 0.8 GB).
 */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export const usesPostgres = () => process.env.SERVER_TEST_DB === 'postgres';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    apiPort: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'server-test-')),
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    tokenTtlSeconds: 8 * 3600,
    portalAdminEmail: undefined,
    portalAdminPassword: undefined,
    demoData: true,
    smtpUrl: undefined,
    logLevel: 'silent',
    production: false,
    apiDocs: true,
    trustedProxies: DEFAULT_TRUSTED_PROXIES,
    timeouts: DEFAULT_TIMEOUTS,
    ...overrides,
  };
}

/** Creates a database with a random name on the server of `url`; returns its URL and a dropper. */
export async function createThrowawayDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // Concurrent CREATE DATABASE calls collide on template1: take turns.
    await admin.query('SELECT pg_advisory_lock(724105332)');
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(724105332)').catch(() => undefined);
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestApp> {
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (usesPostgres()) {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('project server-pg needs TEST_DATABASE_URL');
    const throwaway = await createThrowawayDatabase(base);
    databaseUrl = throwaway.url;
    drop = throwaway.drop;
  }
  const config = testConfig({ databaseUrl, ...overrides });
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? config.dataDir : 'memory://' });
  // Error-level lines go to the capture that fails a test logging one it did not expect (error-logs.ts).
  const app = await buildApp({ config, database, logger: options.logger ?? errorLogger() });
  await prepare(app);
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop?.();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO = {
  admin: 'admin@portal.demo',
  anna: 'anna.berg@nordlaw.demo',
  ulf: 'ulf.lind@nordlaw.demo',
  karin: 'karin.ek@vastjuristerna.demo',
  leverantor: 'leverantor@creditor.demo',
  bygg: 'bygg@creditor.demo',
  inkasso: 'inkasso@collector.demo',
} as const;
export type DemoUser = keyof typeof DEMO;

const FIRM_SIDE = new Set<DemoUser>(['admin', 'anna', 'ulf', 'karin']);

export interface SignedIn {
  token: string;
  userType: string;
  lawFirmId: number | null;
  creditorId: number | null;
  headers: { authorization: string };
}

/** Signs in through the real login route of that user's side. */
export async function login(
  app: FastifyInstance,
  who: DemoUser | string,
  password = DEMO_PASSWORD,
  side?: 'firm' | 'creditor',
): Promise<SignedIn> {
  const email = who in DEMO ? DEMO[who as DemoUser] : who;
  const firmSide = side
    ? side === 'firm'
    : who in DEMO
      ? FIRM_SIDE.has(who as DemoUser)
      : !email.includes('creditor');
  const res = await app.inject({
    method: 'POST',
    url: firmSide ? '/api/Auth/login' : '/api/Creditor/login',
    payload: firmSide ? { EmalId: email, password } : { emalId: email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  return { ...data, headers: { authorization: `Bearer ${data.token}` } };
}

/** Sign in every demo user once (for role tables). */
export async function loginAll(app: FastifyInstance): Promise<Record<DemoUser, SignedIn>> {
  const entries = await Promise.all(
    (Object.keys(DEMO) as DemoUser[]).map(async (who) => [who, await login(app, who)] as const),
  );
  return Object.fromEntries(entries) as Record<DemoUser, SignedIn>;
}

/** One demo sign-in per role: S admin, A anna, U ulf, C leverantor, D inkasso. */
export async function loginEachRole(
  app: FastifyInstance,
): Promise<Record<'S' | 'A' | 'U' | 'C' | 'D', SignedIn>> {
  const [S, A, U, C, D] = await Promise.all(
    (['admin', 'anna', 'ulf', 'leverantor', 'inkasso'] as const).map((who) => login(app, who)),
  );
  if (!S || !A || !U || !C || !D) throw new Error('a demo sign-in failed');
  return { S, A, U, C, D };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever data the route answers
type AnyData = any;

/** inject + parsed envelope. */
export async function call(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{
  res: LightMyRequestResponse;
  status: number;
  body: { isSuccess: boolean; message: string; data: AnyData };
}> {
  const res = await app.inject(options);
  let body: { isSuccess: boolean; message: string; data: AnyData };
  try {
    body = res.json();
  } catch {
    body = { isSuccess: false, message: res.body, data: null };
  }
  return { res, status: res.statusCode, body };
}
