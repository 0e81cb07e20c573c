import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from 'server';
import { type Config, DEFAULT_TIMEOUTS, DEFAULT_TRUSTED_PROXIES } from 'server/config';
import { openDatabase } from 'server/database';
import { prepare } from 'server/testing';
import { type Generated, generate, volumesFor } from './generate';

/** Benchmark helpers: arguments, throwaway databases, a migrated + seeded + generated data set. */

export const SHARED_POSTGRES =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const JWT_SECRET = randomBytes(32).toString('hex');

export function arg(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  const found = process.argv.find((a) => a.startsWith(prefix));
  return found ? found.slice(prefix.length) : fallback;
}
export const flag = (name: string) => process.argv.includes(`--${name}`);

export const machine = () =>
  `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`;

export type Backend = 'pglite' | 'postgres';

export interface BenchDatabase {
  backend: Backend;
  /** Environment for an API process on this database. */
  env: Record<string, string>;
  dataDir: string;
  databaseUrl?: string;
  generated: Generated;
  cleanup(): Promise<void>;
}

/** A database with a random name on SHARED_POSTGRES, and its dropper. */
export async function throwawayPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SHARED_POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SHARED_POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: SHARED_POSTGRES });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The API's configuration for an in-process benchmark app. */
export function benchConfig(dataDir: string, databaseUrl?: string): Config {
  return {
    apiPort: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    jwtSecret: JWT_SECRET,
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
  };
}

/** Migrates, seeds the demo set, then generates volumes at `scale` (1 = 100,000 cases). */
export async function benchDatabase(backend: Backend, scale: number): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${backend}-`));
  const throwaway = backend === 'postgres' ? await throwawayPostgres() : undefined;
  const config = benchConfig(dataDir, throwaway?.url);
  const database = await openDatabase({ databaseUrl: throwaway?.url, dataDir });
  const app = await buildApp({ config, database });
  await prepare(app);
  const generated = await generate(database, volumesFor(scale));
  await app.close();
  await database.close();
  return {
    backend,
    dataDir,
    databaseUrl: throwaway?.url,
    env: {
      DATA_DIR: dataDir,
      JWT_SECRET,
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
    },
    generated,
    cleanup: async () => {
      await throwaway?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident set size of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 102.4) / 10;
  } catch {
    return 0;
  }
}

export function table(rows: (string | number)[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? '').length))) ?? [];
  return rows.map((r) => `| ${r.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join(' | ')} |`).join('\n');
}
