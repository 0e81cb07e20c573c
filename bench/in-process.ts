import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from 'server';
import { type DatabaseHandle, openDatabase } from 'server/database';
import { prepare } from 'server/testing';
import { benchConfig } from './lib';

/** The app's database (Kysely). */
export type Db = DatabaseHandle['db'];

/**
 * The real app in this process on an in-memory PGlite, migrated and seeded with the demo data, for `work`;
 * then everything is closed and removed. The mail worker rests: mail delivered after an answer would land
 * in the next call's CPU time.
 */
export async function withInProcessApp(
  name: string,
  work: (app: FastifyInstance, db: Db) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ database, config: benchConfig(dataDir) });
  try {
    await prepare(app);
    await app.portal.mailWorker.stop();
    await work(app, database.db);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a benchmark's main; a failure is printed and ends the process with 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
