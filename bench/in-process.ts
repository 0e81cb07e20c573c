import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from 'server';
import { type DatabaseHandle, openDatabase } from 'server/database';
import { DEMO_PASSWORD, prepare } from 'server/testing';
import { type Backend, benchConfig, throwawayPostgres } from './lib';

/** The app's database (Kysely). */
export type Db = DatabaseHandle['db'];

export interface BenchApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  db: Db;
  /** The app's DATA_DIR (files, the mail outbox; PGlite's data with a `backend`). */
  dataDir: string;
}

/**
 * The real app in this process, migrated and seeded with the demo data, for `work`; then everything is
 * closed and removed. Without `backend` on an in-memory PGlite; with it on PGlite in DATA_DIR or on a
 * throwaway PostgreSQL database. The mail worker rests unless `mailWorker`: mail delivered after an
 * answer would land in the next call's CPU time.
 */
export async function withBenchApp(
  name: string,
  options: { backend?: Backend; mailWorker?: boolean },
  work: (bench: BenchApp) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const throwaway = options.backend === 'postgres' ? await throwawayPostgres() : undefined;
  const database = await openDatabase(
    options.backend ? { databaseUrl: throwaway?.url, dataDir } : { dataDir: 'memory://' },
  );
  const app = await buildApp({ database, config: benchConfig(dataDir, throwaway?.url) });
  try {
    await prepare(app);
    if (!options.mailWorker) await app.portal.mailWorker.stop();
    await work({ app, database, db: database.db, dataDir });
  } finally {
    await app.close();
    await database.close();
    await throwaway?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** withBenchApp on an in-memory PGlite, the mail worker resting. */
export const withInProcessApp = (name: string, work: (app: FastifyInstance, db: Db) => Promise<void>) =>
  withBenchApp(name, {}, ({ app, db }) => work(app, db));

/** The authorization header of a demo user signed in through the app (default: Anna, A of Nordlaw). */
export async function bearerOf(app: FastifyInstance, email = 'anna.berg@nordlaw.demo') {
  const login = await app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { EmalId: email, password: DEMO_PASSWORD },
  });
  return { authorization: `Bearer ${(login.json() as { data: { token: string } }).data.token}` };
}

/** Runs a benchmark's main; a failure is printed and ends the process with 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
